// Reads the console sends before its admin shell has loaded (src/earlyCalls.ts, from src/main.tsx):
// the session's and the opened screen's, while the shell's script is still on its way. A reply is
// kept for the first call of the same endpoint with the same input within a few seconds, which
// takes it instead of asking again (createApi); every later call goes to the network as before.
const KEEP_MS = 10_000;

const early = new Map<string, { at: number; reply: Promise<unknown> }>();
const keyOf = (name: string, input: unknown) => `${name} ${JSON.stringify(input ?? {})}`;

/** Sends `call` now and keeps its reply for the first `takeEarly(name, input)`. */
export function sendEarly(name: string, input: unknown, call: () => Promise<unknown>) {
  const reply = call();
  // Nobody may take it (the guard sent the user elsewhere): that is not an unhandled failure.
  reply.catch(() => undefined);
  early.set(keyOf(name, input), { at: Date.now(), reply });
}

/** The reply of an early call of `name` with `input`, once, if it was sent a moment ago. */
export function takeEarly(name: string, input: unknown): Promise<unknown> | undefined {
  const key = keyOf(name, input);
  const entry = early.get(key);
  if (!entry) return undefined;
  early.delete(key);
  return Date.now() - entry.at <= KEEP_MS ? entry.reply : undefined;
}
