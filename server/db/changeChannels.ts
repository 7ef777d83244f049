// The channels the schema's triggers NOTIFY when rows that servers keep answers of change
// (migrations 0006 and 0012: accounts, memberships, businesses, sessions → 'sway_sessions'). Every
// PostgreSQL connection of the server LISTENs to them from the moment it opens (db/pgListen.ts).
export const CHANGE_CHANNELS = ['sway_sessions'] as const;

export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];
