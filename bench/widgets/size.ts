// The embeddable widgets' weight against their budgets (issue 14: the social proof widget ≤ 10 KB,
// the Wall Of Love ≤ 15 KB gzipped), compiled exactly as the server serves them. Exits 1 over budget.
// Run: npx tsx bench/widgets/size.ts
import { gzipSync } from 'node:zlib';
import { compile, type WidgetName } from '../../server/public/widgets';

const BUDGET_BYTES: Record<WidgetName, number> = { 'social-proof': 10 * 1024, 'wall-of-love': 15 * 1024 };

let over = false;
for (const name of Object.keys(BUDGET_BYTES) as WidgetName[]) {
  const { code, path } = await compile(name);
  const gzipped = gzipSync(code, { level: 9 }).length;
  const budget = BUDGET_BYTES[name];
  over ||= gzipped > budget;
  console.info(`${name.padEnd(14)} ${path}  ${(code.length / 1024).toFixed(1)} KB raw  ${(gzipped / 1024).toFixed(1)} KB gzipped  budget ${budget / 1024} KB  ratio ${(gzipped / budget).toFixed(2)}`);
}
process.exit(over ? 1 : 0);
