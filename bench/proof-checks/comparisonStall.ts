// What the reused-image comparison (sameContent.ts) does to everyone else on the server (issue 38;
// decision 0276): comparisons run one after another, as claims with same-layout screenshots arrive,
// while the event loop's delay is recorded (monitorEventLoopDelay, 10 ms resolution) and a local HTTP
// server is asked for a tiny answer every 20 ms. `--main-thread` runs the search on the event loop,
// as the server did before decision 0276, for the "before" figure in the same run. `--candidates N`:
// each claim's screenshot is compared with N earlier ones (N - 1 other screenshots, then its
// original), as a claim whose hash found N candidates; `--decode-each` decodes the claim's
// screenshot again for each, as the server did before it kept it for the claim.
// Run: `npx tsx bench/proof-checks/comparisonStall.ts --set dir [--pairs 30] [--main-thread] [--candidates 3] [--decode-each]`
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { closeContentSearch, comparisonWith, contentSimilarity, decodeForComparison } from '../../server/domain/proofChecks/sameContent';
import { alignedSimilarity } from '../../server/domain/proofChecks/sameContentSearch';
import type { Label } from './generate';
import { argValue, percentile, round } from './common';

const DIR = argValue('--set') ?? 'data/bench/proof-checks/b808';
const PAIRS = Number(argValue('--pairs') ?? 30);
const onMainThread = process.argv.includes('--main-thread');
const CANDIDATES = Number(argValue('--candidates') ?? 1);
const decodeEach = process.argv.includes('--decode-each');

// A fixture set (labels.json), or any folder of screenshots (bench/claim's, at full phone size).
const files = (existsSync(path.join(DIR, 'labels.json'))
  ? (JSON.parse(readFileSync(path.join(DIR, 'labels.json'), 'utf8')) as Label[]).map((l) => l.file)
  : readdirSync(DIR).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort()).slice(0, PAIRS);
// Each screenshot against a re-send of itself (shrunk, re-compressed): the comparison a re-send costs.
const pairs = await Promise.all(files.map(async (file) => {
  const image = readFileSync(path.join(DIR, file));
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
/** One claim: its screenshot `now` against its candidates, in turn, as signals.ts asks. */
const claim = async (now: Buffer, earlier: Buffer[]) => {
  if (CANDIDATES === 1) return compare(earlier[0]!, now);
  const withNow = comparisonWith(now);
  for (const e of earlier) await (decodeEach ? compare(e, now) : withNow(e));
};
const candidatesOf = (k: number) => [...Array.from({ length: CANDIDATES - 1 }, (_, j) => pairs[(k + j + 1) % pairs.length]![0]), pairs[k]![0]];
await compare(pairs[0]![0], pairs[0]![1]); // the worker's start, apart
requestTimes.length = 0;
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const times: number[] = [];
const load = os.loadavg()[0]!;
// Every thread of this process: the event loop, sharp's and the search's worker (the HTTP asker too, a little).
const cpuBefore = process.cpuUsage();
for (const [k, [, resent]] of pairs.entries()) {
  const started = performance.now();
  await claim(resent, candidatesOf(k));
  times.push(performance.now() - started);
}
const cpu = process.cpuUsage(cpuBefore);
delay.disable();
asking = false;
await asker;
server.close();
await closeContentSearch();

const ms = (ns: number) => round(ns / 1e6, 1);
console.log(`| search on | claims (candidates each) | ms a claim's comparisons p50 / p95 | CPU ms a claim | event loop delay p50 / p99 / max ms | a tiny request p50 / p95 / max ms (${requestTimes.length}) | load average |`);
console.log('|---|---|---|---|---|---|---|');
console.log(`| ${onMainThread ? 'the event loop (before 0276)' : 'a worker thread (0276)'}${CANDIDATES > 1 ? (decodeEach ? ', the claim\'s screenshot decoded for each' : ', decoded once a claim') : ''} | ${times.length} (${CANDIDATES}) | ${round(percentile(times, 50), 0)} / ${round(percentile(times, 95), 0)} | ${round((cpu.user + cpu.system) / 1000 / times.length, 0)} | ${ms(delay.percentile(50))} / ${ms(delay.percentile(99))} / ${ms(delay.max)} | ${round(percentile(requestTimes, 50), 1)} / ${round(percentile(requestTimes, 95), 1)} / ${round(Math.max(...requestTimes), 1)} | ${load.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} |`);
