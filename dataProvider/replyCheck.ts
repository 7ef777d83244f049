// Development and test builds check every API reply against its schema in the endpoint table, so
// a server that drifts from the contract fails the browser tests instead of passing silently.
// Production builds never load this chunk (nor zod with it).
import { CONTRACT_MISMATCH } from '../contract/endpoint';

const enabled = import.meta.env.DEV || import.meta.env.VITE_VALIDATE_REPLIES === 'true';


export async function checkReply(name: string, status: number, body: unknown): Promise<void> {
  // A file's contents are not the contract's to check (it declares them as text).
  if (!enabled || body instanceof Blob) return;
  const { endpoints } = await import('../contract/api');
  const schema = (endpoints as Record<string, { responses: Record<number, { safeParse: (v: unknown) => { success: boolean; error?: unknown } }> }>)[name]
    ?.responses[status];
  if (!schema) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    const message = `${CONTRACT_MISMATCH}: ${name} ${status}: ${String(result.error)}`;
    console.error(message);
    throw new Error(message);
  }
}
