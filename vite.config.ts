import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { apiRoutesPlugin } from './contract/api/vitePlugin';
import { inputsHash, writeStamp } from './scripts/consoleStamp.mjs';

// The console is a static SPA served by the API server from dist/. In `npm run dev`
// Vite serves it on 5173 and forwards API and public pages to the server on 3000.
const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

/**
 * Every build leaves dist/.build-stamp, the hash of the sources it was built from, taken when the
 * build starts (an edit during the build makes the stamp stale, never falsely fresh): `npm start`
 * skips the build while the stamp matches (scripts/buildConsoleIfStale.mjs).
 */
function buildStampPlugin(): Plugin {
  let hash = '';
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'sway-build-stamp',
    apply: 'build',
    configResolved: (config) => { root = config.root; outDir = path.resolve(config.root, config.build.outDir); },
    buildStart: () => { hash = inputsHash(root); },
    closeBundle: () => writeStamp(outDir, hash),
  };
}

/**
 * zod compiles each object schema's parser with `new Function` unless told not to, and probes
 * whether it may by calling it once: under the server's CSP (script-src without 'unsafe-eval')
 * every console screen reported a script-src violation (issue 36 finding 9). The console's bundle
 * starts zod's global configuration as `{ jitless: true }`, before any schema is made; the
 * server, which has no CSP of its own to obey, keeps the compiled parsers.
 */
function zodJitlessPlugin(): Plugin {
  const created = '(_a.__zod_globalConfig = {})';
  return {
    name: 'sway-zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes(created)) this.error(`zod's core.js no longer creates its configuration as ${created}: update zodJitlessPlugin in vite.config.ts`);
      return code.replace(created, '(_a.__zod_globalConfig = { jitless: true })');
    },
  };
}

export default defineConfig({
  // .br and .gz twins of every text asset, served by @fastify/static's preCompressed: a phone on a
  // mobile network downloads about a quarter of the JavaScript, and the server compresses nothing
  // per request.
  plugins: [react(), zodJitlessPlugin(), apiRoutesPlugin(), compression({ algorithms: ['brotliCompress', 'gzip'] }), buildStampPlugin()],
  // In `npm run dev` zod is pre-bundled; exclude it so the plugin above applies there too.
  optimizeDeps: { exclude: ['zod'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
      '/p/': apiServer,
      '/c/': apiServer,
      '/lp/': apiServer,
      '/share': apiServer,
      '/uploads': apiServer,
      '/socialProof': apiServer,
      '/swayWallOfLove': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Rolldown's experimental inlining of small common chunks (and the entry's exports, which
      // it requires to be free): a cold /dashboard fetched 64 files, most under 2 KB, over the six
      // HTTP/1.1 connections of one Node thread that also answers the first API calls; with the
      // common chunks under 16 KB of source inlined it fetches 22 and draws about a quarter
      // sooner, for 7 KB more script (strict execution order).
      // docs/decisions/0104-fewer-larger-chunks.md.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
    },
  },
});
