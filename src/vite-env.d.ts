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
