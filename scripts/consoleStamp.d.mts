// Types of consoleStamp.mjs for the TypeScript that imports it (vite.config.ts, the unit test).
export const BUILD_INPUTS: readonly string[];
export const STAMP_FILE: string;
export function inputsHash(root?: string, env?: NodeJS.ProcessEnv): string;
export function isBuildFresh(dist: string, hash: string): boolean;
export function writeStamp(dist: string, hash: string): void;
