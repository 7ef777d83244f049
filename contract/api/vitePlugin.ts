// The console reads the endpoint table's methods and paths from a generated module, so zod and
// the schemas stay out of its first load (zod is 92 KB of the first screens: docs/decisions/0047-zod-out-of-the-first-screens.md).
// Replies are checked against the schemas only in development and test builds, in a lazy chunk.
import type { Plugin } from 'vite';
import { routeManifest } from './index';

const ID = 'virtual:api-routes';
const RESOLVED = `\0${ID}`;

export function apiRoutesPlugin(): Plugin {
  return {
    name: 'sway-api-routes',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(routeManifest())};` : null),
  };
}
