export const API_TESTS: string;
export const MARKER: RegExp;
export const ENGINE_TOUCHES: RegExp;
export function apiTestFiles(root?: string): string[];
export function engineIndependentReason(text: string): string | null;
export function postgresPassFiles(root?: string): string[];
