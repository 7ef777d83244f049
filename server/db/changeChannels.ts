// The channels the schema's triggers NOTIFY when rows that servers keep answers of change
// (migrations 0006 and 0012: accounts, memberships, businesses, sessions → 'sway_sessions', no
// payload; migration 0022: the rows of a business's kept answers → 'sway_business', the business's
// id, or empty for every business; migration 0023: a domain event recorded → 'sway_events', no
// payload, heard after its commit). On PostgreSQL the server hears its own changes raised to the
// connection that made them, and another process's through one connection that LISTENs (db/pgListen.ts).
export const CHANGE_CHANNELS = ['sway_sessions', 'sway_business', 'sway_events'] as const;

export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

/**
 * The channels whose every NOTIFY also raises its NOTICE to the session that made the change
 * (migration 0022): a server hears its own changes on them at the statement and at the commit, so
 * its listening connection may leave out its own (db/pgListen.ts). Not 'sway_events', which has no
 * NOTICE: its NOTIFY is how this server's own outbox learns of an event.
 */
export const NOTICED_CHANNELS: ReadonlySet<string> = new Set<ChangeChannel>(['sway_sessions', 'sway_business']);
