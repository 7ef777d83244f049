// The whole database schema, one file per area.
export * from './enums';
export * from './flow-types';
export * from './core';
export * from './locations';
export * from './offers';
export * from './proofs';
export * from './coupons';
export * from './sway';
export * from './widgets';
export * from './admin';
export * from './valueItems';
export * from './claims';
export * from './proofChecks';
export * from './businessCounts';
export * from './valueMonths';
export * from './events';
export * from './rateLimits';
