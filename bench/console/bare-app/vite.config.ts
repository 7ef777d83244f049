// The bare react-admin app's build (bench/console/run.ts builds it with the repository's Vite):
// the same React plugin and the same .br/.gz twins the console's build writes, so both are served
// alike. Run from the repository root: `npx vite build --config bench/console/bare-app/vite.config.ts`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * ra-data-simple-rest is a devDependency; where node_modules was installed before it was added
 * (a worktree sharing another checkout's node_modules), BARE_APP_SIMPLE_REST names an unpacked
 * copy of the package (`npm pack ra-data-simple-rest`).
 */
function simpleRestAlias(): Record<string, string> {
  try {
    createRequire(import.meta.url).resolve('ra-data-simple-rest');
    return {};
  } catch {
    const unpacked = process.env.BARE_APP_SIMPLE_REST;
    if (!unpacked) throw new Error('ra-data-simple-rest is not installed: run npm install (or set BARE_APP_SIMPLE_REST)');
    return { 'ra-data-simple-rest': path.resolve(unpacked, 'dist/index.js') };
  }
}

export default defineConfig({
  root: here,
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: { alias: simpleRestAlias() },
  build: { outDir: process.env.BARE_APP_OUT ?? path.resolve(here, '../../../dist-bench/bare'), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
});
