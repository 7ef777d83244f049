import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { apiRoutesPlugin } from './contract/api/vitePlugin';

// The console is a static SPA served by the API server from dist/. In `npm run dev`
// Vite serves it on 5173 and forwards API and public pages to the server on 3000.
const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  // .br and .gz twins of every text asset, served by @fastify/static's preCompressed: a phone on a
  // mobile network downloads about a quarter of the JavaScript, and the server compresses nothing
  // per request.
  plugins: [react(), apiRoutesPlugin(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
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
  },
});
