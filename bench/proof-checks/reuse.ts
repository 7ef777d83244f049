// Reused images, not reused layouts (issue 33): imageHash's `sameImage` on every pair of distinct
// fixtures of the given sets (both families: many share an app's layout) and on re-sends of each
// (resized, cropped, re-compressed, PNG↔JPEG). No OCR: it takes a minute.
// Run: `npx tsx bench/proof-checks/reuse.ts --set a7=dir --set b101=dir [--limit 40] [--width 128] [--stored-width 512]`
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HASH_DECODE_WIDTH, imageHashes, sameImage, type ImageHashes } from '../../server/domain/proofChecks/imageHash';
import type { Label } from './generate';
import { argValue, pct } from './common';
import { metaOf, RESENDS } from './resends';

const sets = process.argv.flatMap((a, i) => (a === '--set' ? [process.argv[i + 1]!] : [])).map((s) => {
  const [name, dir] = s.split('=') as [string, string];
  return { name, dir };
});
const LIMIT = Number(argValue('--limit') ?? 40);
/** The decode width of the hashes made now, and of the stored ones re-sends are compared with (a change of width). */
const WIDTH = Number(argValue('--width') ?? HASH_DECODE_WIDTH);
const STORED_WIDTH = Number(argValue('--stored-width') ?? WIDTH);
const IMAGE_FILE = /\.(png|jpe?g)$/i;

/** A set's fixtures: its labels' files, or every image of a directory without labels.json (the claim benchmark's screenshots). */
const filesOf = (dir: string) => (existsSync(path.join(dir, 'labels.json'))
  ? (JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as Label[]).map((l) => l.file)
  : readdirSync(dir).filter((f) => IMAGE_FILE.test(f)).sort());

async function main() {
  const items: { set: string; family: string; file: string; image: Buffer; hash: ImageHashes; stored: ImageHashes }[] = [];
  for (const set of sets) {
    for (const file of filesOf(set.dir).slice(0, LIMIT)) {
      const image = readFileSync(path.join(set.dir, file));
      items.push({ set: set.name, family: set.name.replace(/\d+$/, ''), file, image, hash: await imageHashes(image, { decodeWidth: WIDTH }), stored: await imageHashes(image, { decodeWidth: STORED_WIDTH }) });
    }
  }
  const found: Record<string, [number, number]> = {};
  for (const item of items) {
    const m = await metaOf(item.image);
    for (const [name, make] of RESENDS) {
      const hash = await imageHashes(await make(item.image, m), { decodeWidth: WIDTH });
      const f = (found[name] ??= [0, 0]);
      f[1] += 1;
      if (sameImage(hash, item.stored)) f[0] += 1;
    }
  }
  const resends = Object.values(found).reduce((a, [x, n]) => [a[0] + x, a[1] + n], [0, 0]);
  console.log(`# Reused images on ${items.length} distinct fixtures (${sets.map((s) => s.name).join(', ')}); hashes decoded ${WIDTH} px wide${STORED_WIDTH !== WIDTH ? `, re-sends against originals hashed ${STORED_WIDTH} px wide` : ''}`);
  console.log('| re-send | found % |\n|---|---|');
  for (const [name, [x, n]] of Object.entries(found)) console.log(`| ${name} | ${pct(x, n)} |`);
  console.log(`| all re-sends | ${pct(resends[0], resends[1])} (${resends[0]} of ${resends[1]}) |`);
  console.log('\n| group | fixtures | distinct pairs taken as the same | fixtures flagged "reused" (against any earlier one) |\n|---|---|---|---|');
  const groups: [string, typeof items][] = [
    ...[...new Set(items.map((i) => i.family))].map((f) => [`family ${f}`, items.filter((i) => i.family === f)] as [string, typeof items]),
    ['union', items],
  ];
  for (const [name, group] of groups) {
    let pairs = 0;
    let same = 0;
    let flagged = 0;
    const closest: string[] = [];
    for (let i = 0; i < group.length; i += 1) {
      let any = false;
      for (let j = 0; j < i; j += 1) {
        pairs += 1;
        if (sameImage(group[i]!.hash, group[j]!.hash)) { same += 1; any = true; if (closest.length < 6) closest.push(`${group[j]!.set}/${group[j]!.file}~${group[i]!.set}/${group[i]!.file}`); }
      }
      if (any) flagged += 1;
    }
    console.log(`| ${name} | ${group.length} | ${same} of ${pairs} | ${flagged} (${pct(flagged, group.length)} %) ${closest.length ? `e.g. ${closest.slice(0, 3).join(', ')}` : ''} |`);
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
