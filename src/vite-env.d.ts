/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base; default '/api'. */
  readonly VITE_API_URL?: string;
  /** When set, the environment-and-version banner shows this environment name. */
  readonly VITE_ENV_BANNER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface ImportMetaEnv {
  /** 'true' in test builds: every API reply is checked against its schema (dataProvider/replyCheck.ts). */
  readonly VITE_VALIDATE_REPLIES?: string;
}

/** Method and path of every endpoint, generated from contract/api by contract/api/vitePlugin.ts. */
declare module 'virtual:api-routes' {
  const routes: import('../contract/api').RouteManifest;
  export default routes;
}
