// The HTTP contract: zod schemas of every request and response body, shared by server and console.
export * from './roles';
export * from './common';
export * from './auth';
