// Reused images, not reused layouts (issue 33; decision 0267): how the alignment comparison of
// sameContent.ts scores (1) the pairs of distinct fixtures the hash takes for one image, and (2) each
// fixture against its re-sends (resends.ts: resized, cropped, re-compressed, PNG↔JPEG), which the
// hash finds. The server flags "reused" when both agree: this prints how many of each the two
// together still flag, at the server's threshold, with the scores' spread and the time per pair.
// Tune on some sets, then run the held-out ones once.
// Run: `npx tsx bench/proof-checks/sameContentScores.ts --set a7=dir --set b101=dir [--limit 40] [--resend-limit 40]`
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageHashes, sameImage, type ImageHashes } from '../../server/domain/proofChecks/imageHash';
import { contentSimilarity, SAME_CONTENT_MIN_SCORE } from '../../server/domain/proofChecks/sameContent';
import type { Label } from './generate';
import { argValue, pct, percentile, round } from './common';
import { metaOf, RESENDS } from './resends';

const sets = process.argv.flatMap((a, i) => (a === '--set' ? [process.argv[i + 1]!] : [])).map((s) => {
  const [name, dir] = s.split('=') as [string, string];
  return { name, dir };
});
const LIMIT = Number(argValue('--limit') ?? 40);
const RESEND_LIMIT = Number(argValue('--resend-limit') ?? 40);

interface Item { set: string; file: string; image: Buffer; hash: ImageHashes }

const spread = (scores: number[]) => (scores.length === 0 ? '-' : `min ${round(Math.min(...scores), 3)}, p50 ${round(percentile(scores, 50), 3)}, max ${round(Math.max(...scores), 3)}`);

async function main() {
  console.log(`# Reused images confirmed by alignment (threshold ${SAME_CONTENT_MIN_SCORE}), load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.log('| set | distinct pairs the hash takes as one | still flagged with alignment | their scores | re-sends the hash finds | still found with alignment | their scores | ms per pair p50 / p95 |');
  console.log('|---|---|---|---|---|---|---|---|');
  const total = { hashPairs: 0, flagged: 0, resends: 0, hashFound: 0, found: 0 };
  for (const set of sets) {
    const labels = (JSON.parse(readFileSync(path.join(set.dir, 'labels.json'), 'utf8')) as Label[]).slice(0, LIMIT);
    const items: Item[] = [];
    for (const label of labels) {
      const image = readFileSync(path.join(set.dir, label.file));
      items.push({ set: set.name, file: label.file, image, hash: await imageHashes(image) });
    }
    const times: number[] = [];
    const timed = async (a: Buffer, b: Buffer) => {
      const started = performance.now();
      const score = await contentSimilarity(a, b);
      times.push(performance.now() - started);
      return score;
    };
    const pairScores: number[] = [];
    const flaggedPairs: string[] = [];
    for (let i = 0; i < items.length; i += 1) {
      for (let j = 0; j < i; j += 1) {
        if (!sameImage(items[i]!.hash, items[j]!.hash)) continue;
        const score = await timed(items[j]!.image, items[i]!.image);
        pairScores.push(score);
        if (score >= SAME_CONTENT_MIN_SCORE) flaggedPairs.push(`${items[j]!.file}~${items[i]!.file} ${round(score, 3)}`);
      }
    }
    const resendScores: number[] = [];
    const missed: string[] = [];
    let resends = 0;
    for (const item of items.slice(0, RESEND_LIMIT)) {
      const meta = await metaOf(item.image);
      for (const [name, make] of RESENDS) {
        resends += 1;
        const again = await make(item.image, meta);
        if (!sameImage(await imageHashes(again), item.hash)) continue;
        const score = await timed(item.image, again);
        resendScores.push(score);
        if (score < SAME_CONTENT_MIN_SCORE) missed.push(`${item.file} ${name} ${round(score, 3)}`);
      }
    }
    const flagged = flaggedPairs.length;
    const found = resendScores.length - missed.length;
    total.hashPairs += pairScores.length; total.flagged += flagged; total.resends += resends; total.hashFound += resendScores.length; total.found += found;
    console.log(`| ${set.name} | ${pairScores.length} | ${flagged} | ${spread(pairScores)} | ${resendScores.length} of ${resends} (${pct(resendScores.length, resends)} %) | ${found} of ${resends} (${pct(found, resends)} %) | ${spread(resendScores)} | ${round(percentile(times, 50), 0)} / ${round(percentile(times, 95), 0)} |`);
    if (flaggedPairs.length) console.log(`|  | distinct pairs still flagged: ${flaggedPairs.slice(0, 6).join(', ')} | | | | | | |`);
    if (missed.length) console.log(`|  | re-sends lost: ${missed.slice(0, 6).join(', ')} | | | | | | |`);
  }
  console.log(`| all | ${total.hashPairs} | ${total.flagged} | | ${total.hashFound} of ${total.resends} (${pct(total.hashFound, total.resends)} %) | ${total.found} of ${total.resends} (${pct(total.found, total.resends)} %) | | |`);
}

main().catch((error) => { console.error(error); process.exit(1); });
