// What the reused-image comparison (sameContent.ts) does to everyone else on the server (issue 38;
// decision 0276): comparisons run one after another, as claims with same-layout screenshots arrive,
// while the event loop's delay is recorded (monitorEventLoopDelay, 10 ms resolution) and a local HTTP
// server is asked for a tiny answer every 20 ms. `--main-thread` runs the search on the event loop,
// as the server did before decision 0276, for the "before" figure in the same run.
// Run: `npx tsx bench/proof-checks/comparisonStall.ts --set dir [--pairs 30] [--main-thread]`
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { closeContentSearch, contentSimilarity, decodeForComparison } from '../../server/domain/proofChecks/sameContent';
import { alignedSimilarity } from '../../server/domain/proofChecks/sameContentSearch';
import type { Label } from './generate';
import { argValue, percentile, round } from './common';

const DIR = argValue('--set') ?? 'data/bench/proof-checks/b808';
const PAIRS = Number(argValue('--pairs') ?? 30);
const onMainThread = process.argv.includes('--main-thread');

const labels = (JSON.parse(readFileSync(path.join(DIR, 'labels.json'), 'utf8')) as Label[]).slice(0, PAIRS);
// Each screenshot against a re-send of itself (shrunk, re-compressed): the comparison a re-send costs.
const pairs = await Promise.all(labels.map(async (label) => {
  const image = readFileSync(path.join(DIR, label.file));
  const meta = await sharp(image).metadata();
  return [image, await sharp(image).resize(Math.round(meta.width! * 0.8)).jpeg({ quality: 70 }).toBuffer()] as const;
}));

const server = http.createServer((_req, res) => res.end('ok'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const requestTimes: number[] = [];
let asking = true;
const asker = (async () => {
  while (asking) {
    const started = performance.now();
    await (await fetch(url)).text();
    requestTimes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();

const compare = async (a: Buffer, b: Buffer) => (onMainThread
  ? alignedSimilarity(...(await Promise.all([decodeForComparison(a), decodeForComparison(b)])))
  : contentSimilarity(a, b));
await compare(pairs[0]![0], pairs[0]![1]); // the worker's start, apart
requestTimes.length = 0;
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const times: number[] = [];
const load = os.loadavg()[0]!;
for (const [a, b] of pairs) {
  const started = performance.now();
  await compare(a, b);
  times.push(performance.now() - started);
}
delay.disable();
asking = false;
await asker;
server.close();
await closeContentSearch();

const ms = (ns: number) => round(ns / 1e6, 1);
console.log(`| search on | comparisons | ms a comparison p50 / p95 | event loop delay p50 / p99 / max ms | a tiny request p50 / p95 / max ms (${requestTimes.length}) | load average |`);
console.log('|---|---|---|---|---|---|');
console.log(`| ${onMainThread ? 'the event loop (before 0276)' : 'a worker thread (0276)'} | ${times.length} | ${round(percentile(times, 50), 0)} / ${round(percentile(times, 95), 0)} | ${ms(delay.percentile(50))} / ${ms(delay.percentile(99))} / ${ms(delay.max)} | ${round(percentile(requestTimes, 50), 1)} / ${round(percentile(requestTimes, 95), 1)} / ${round(Math.max(...requestTimes), 1)} | ${load.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} |`);
