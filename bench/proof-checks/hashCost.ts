// What a screenshot's hashes cost (issue 38: at rush hour the contact step's bound on two cores):
// the CPU and wall time of imageHashes per image over a directory, one image at a time, twice.
// Run: `npx tsx bench/proof-checks/hashCost.ts [--dir data/bench/claim/screenshots] [--limit 120] [--width N]`
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadavg } from 'node:os';
import { HASH_DECODE_WIDTH, imageHashes } from '../../server/domain/proofChecks/imageHash';
import { argValue } from './common';

const DIR = argValue('--dir') ?? 'data/bench/claim/screenshots';
const LIMIT = Number(argValue('--limit') ?? 120);
const WIDTH = Number(argValue('--width') ?? HASH_DECODE_WIDTH);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main() {
  const images = readdirSync(DIR).filter((f) => /\.(png|jpe?g)$/i.test(f)).sort().slice(0, LIMIT).map((f) => readFileSync(path.join(DIR, f)));
  console.log(`# imageHashes on ${images.length} images of ${DIR}, decoded ${WIDTH} px wide; load average ${loadavg()[0]!.toFixed(2)}`);
  console.log('| round | CPU ms an image (mean) | wall ms p50 / p95 |\n|---|---|---|');
  for (let round = 1; round <= 2; round += 1) {
    const walls: number[] = [];
    const cpu = process.cpuUsage();
    for (const image of images) {
      const started = performance.now();
      await imageHashes(image, { decodeWidth: WIDTH });
      walls.push(performance.now() - started);
    }
    const used = process.cpuUsage(cpu);
    walls.sort((a, b) => a - b);
    console.log(`| ${round} | ${((used.user + used.system) / 1000 / images.length).toFixed(1)} | ${percentile(walls, 0.5).toFixed(1)} / ${percentile(walls, 0.95).toFixed(1)} |`);
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
