// `npx tsx bench/dashboard/statementText.ts`: prints the activity log's prepared statement as
// PostgreSQL receives it, to EXPLAIN ANALYZE it by hand (PREPARE q AS <text>; EXPLAIN ANALYZE EXECUTE q(id, 'YYYY-MM-01')).
import { activityLog } from '../../server/domain/activity';
import type { Db } from '../../server/db/client';

const recorder = {
  totalCount: 1,
  async query(config: { name: string; text: string }) {
    console.log(`-- ${config.name}\n${config.text};\n`);
    return { rows: [] };
  },
};
const db = { $client: recorder } as unknown as Db;
await activityLog(db, 1, '2026-01-01');
await activityLog(db, 1, null).catch(() => undefined);
