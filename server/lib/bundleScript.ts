// The small scripts the server serves to customers' phones and to businesses' sites (customer/):
// bundled once at start by esbuild, minified, and named by a hash of their code, so a URL never
// changes meaning and the file can be cached for a year.
import { createHash } from 'node:crypto';
import { build } from 'esbuild';

export async function bundleScript(entry: string): Promise<{ code: string; hash: string }> {
  const result = await build({ entryPoints: [entry], bundle: true, write: false, minify: true, format: 'iife', target: 'es2019', legalComments: 'none' });
  const code = result.outputFiles[0]!.text;
  return { code, hash: createHash('sha256').update(code).digest('base64url').slice(0, 10) };
}
