// The one validation module (DESIGN §5): spec rules and their exact messages, per area.
export * from './messages';
export * from './common';
export * from './offer';
export * from './settings';
export * from './location';
export * from './review';
export * from './socialProof';
