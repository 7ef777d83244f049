// How guessable a configured JWT_SECRET looks (issue 36 finding 11). A secret of 32+ characters
// can still be one letter repeated; the length rule alone accepts it. The estimate is the
// secret's own character frequencies (Shannon entropy per character × length): it cannot see a
// dictionary phrase, but it refuses repeats and short cycles, and every generated secret passes
// (32 hex characters, 128 random bits, estimate at least ~90 bits; 32 base64url characters ~140).

/** Below this estimate a production start refuses the secret. */
export const MIN_SECRET_BITS = 80;

/** Estimated bits of a secret from its character frequencies. */
export function estimatedSecretBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) {
    const p = n / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}
