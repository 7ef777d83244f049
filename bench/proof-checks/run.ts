// The proof-check benchmark on the generated fixtures (bench/proof-checks/generate.ts):
//  a. tags: OCR each screenshot, findRequired with its campaign's tags; precision and recall of
//     "every required tag present" against the labels (and the same on the page's true text, which
//     separates the matcher's own errors from OCR's), with every false negative and positive listed;
//  b. OCR time per screenshot, reads one after another through one OcrService;
//  c. a small HTTP server in this process: its latency idle and while OCR runs;
//  d. reused images: variants made with sharp (resized, cropped, re-compressed, converted) found
//     by imageHashes within SAME_IMAGE_MAX_DISTANCE (imageDistance), and distinct fixtures wrongly taken as the same;
//  e. the machine and the total time.
// Prints markdown and writes data/bench/proof-checks/result.json. The fixtures are a yardstick:
// rules are not to be tuned on them.
// Run: `npx tsx bench/proof-checks/run.ts [--fixtures dir] [--limit N] [--reuse-limit N] [--workers 2]` (default: the server's, two on two cores)
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp, { type Sharp } from 'sharp';
import { findRequired, type RequiredTag } from '../../server/domain/proofChecks/match';
import { imageDistance, imageHashes, SAME_IMAGE_MAX_DISTANCE, type ImageHashes } from '../../server/domain/proofChecks/imageHash';
import { createOcr, DEFAULT_OCR_WORKERS } from '../../server/services/ocr';
import { readForTags } from '../../server/domain/proofChecks/read';
import type { Label } from './generate';
import { argValue, pct, percentile, requiredOf, round } from './common';

const FIXTURES = argValue('--fixtures') ?? 'data/bench/proof-checks/fixtures';
const LIMIT = argValue('--limit') ? Number(argValue('--limit')) : Infinity;
const REUSE_LIMIT = argValue('--reuse-limit') ? Number(argValue('--reuse-limit')) : Infinity;
const WORKERS = Number(argValue('--workers') ?? DEFAULT_OCR_WORKERS);
const RESULT = argValue('--result') ?? 'data/bench/proof-checks/result.json';
const HTTP_CLIENTS = 5;
const HTTP_PAUSE_MS = 20;
const IDLE_REQUESTS = 200;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const oneLine = (s: string, n = 200) => s.replace(/\s*\n\s*/g, ' ⏎ ').replace(/\|/g, '¦').slice(0, n);

const show = (t: RequiredTag) => (t.kind === 'hashtag' ? `#${t.value}` : t.kind === 'mention' ? `@${t.value}` : t.value);

// ---------------------------------------------------------------------------------------------
// c. A small server and its clients

function startServer(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let sum = 0;
    for (let i = 0; i < 1000; i += 1) sum += (i * i) % 7;
    const body = JSON.stringify({ ok: true, path: req.url, sum, at: Date.now() });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const LOOP_SAMPLE_MS = 10;
const lag = (ns: number) => round(Math.max(0, ns / 1e6 - LOOP_SAMPLE_MS));

/** HTTP_CLIENTS clients, each asking, then pausing HTTP_PAUSE_MS, until `until` says stop. */
async function load(base: string, until: (done: number) => boolean) {
  const times: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  delay.enable();
  const client = async (c: number) => {
    while (!until(times.length)) {
      const t0 = performance.now();
      const res = await fetch(`${base}/ping?c=${c}`);
      await res.json();
      times.push(performance.now() - t0);
      await sleep(HTTP_PAUSE_MS);
    }
  };
  await Promise.all(Array.from({ length: HTTP_CLIENTS }, (_, c) => client(c)));
  delay.disable();
  return {
    requests: times.length,
    p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(percentile(times, 100)),
    // The histogram holds the time between its 10 ms samples: the delay is what goes beyond 10 ms.
    loopDelayP50: lag(delay.percentile(50)), loopDelayP99: lag(delay.percentile(99)), loopDelayMax: lag(delay.max),
  };
}

// ---------------------------------------------------------------------------------------------
// d. Variants of a screenshot

type Transform = { name: string; make: (image: Buffer, meta: { width: number; height: number; format: string }) => Promise<Buffer> };
const keepFormat = (s: Sharp, format: string) => (format === 'png' ? s.png() : s.jpeg({ quality: 90 }));
const crop = (fx: number, fy: number) => async (image: Buffer, { width, height, format }: { width: number; height: number; format: string }) => {
  const left = Math.round(width * fx);
  const top = Math.round(height * fy);
  return keepFormat(sharp(image).extract({ left, top, width: width - 2 * left, height: height - 2 * top }), format).toBuffer();
};
const TRANSFORMS: Transform[] = [
  { name: 'resize 50%', make: (image, m) => keepFormat(sharp(image).resize(Math.round(m.width * 0.5)), m.format).toBuffer() },
  { name: 'resize 75%', make: (image, m) => keepFormat(sharp(image).resize(Math.round(m.width * 0.75)), m.format).toBuffer() },
  { name: 'crop 5% all edges', make: crop(0.05, 0.05) },
  { name: 'crop 10% all edges', make: crop(0.1, 0.1) },
  { name: 'crop 5% top+bottom', make: crop(0, 0.05) },
  { name: 'crop 10% top+bottom', make: crop(0, 0.1) },
  { name: 'JPEG q40', make: (image) => sharp(image).jpeg({ quality: 40 }).toBuffer() },
  { name: 'JPEG q70', make: (image) => sharp(image).jpeg({ quality: 70 }).toBuffer() },
  { name: 'PNG↔JPEG', make: (image, m) => (m.format === 'png' ? sharp(image).jpeg({ quality: 85 }) : sharp(image).png()).toBuffer() },
];

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const loadStart = os.loadavg();
  const labels = (JSON.parse(readFileSync(path.join(FIXTURES, 'labels.json'), 'utf8')) as Label[]).slice(0, LIMIT);
  const images = labels.map((l) => readFileSync(path.join(FIXTURES, l.file)));
  const out: string[] = [];
  const print = (s = '') => { console.log(s); out.push(s); };
  print(`# Proof checks on ${labels.length} fixtures (${FIXTURES})`);
  print(`Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average at start ${loadStart.map((l) => l.toFixed(2)).join(' / ')}, Node ${process.version}, OCR workers ${WORKERS}`);

  // c (idle), then a + b with c (while OCR runs)
  const server = await startServer();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await load(base, (n) => n >= 500); // warm up (connections, JIT) so idle and busy compare like with like
  const idle = await load(base, (n) => n >= IDLE_REQUESTS);

  const ocr = createOcr({ workers: WORKERS });
  const t0 = performance.now();
  await ocr.read(images[0]!);
  const coldMs = performance.now() - t0;
  const readings: { text: string; confidence: number; missing: RequiredTag[]; ms: number }[] = [];
  let ocrDone = false;
  const busyPromise = load(base, () => ocrDone);
  const ocrStarted = performance.now();
  try {
    for (const [i, image] of images.entries()) {
      const t = performance.now();
      // The check job's reading: a second, larger one when a tag is missing (server/domain/proofChecks/read.ts).
      const r = await readForTags(ocr, image, requiredOf(labels[i]!));
      readings.push({ text: r.text, confidence: r.confidence, missing: r.missing, ms: performance.now() - t });
    }
  } finally {
    ocrDone = true;
  }
  const ocrWallMs = performance.now() - ocrStarted;
  const busy = await busyPromise;
  await ocr.close();
  server.close();

  // a. Tags
  type Row = { label: Label; predicted: boolean; predictedOnTruth: boolean; missing: RequiredTag[]; missingOnTruth: RequiredTag[]; text: string; confidence: number };
  const rows: Row[] = labels.map((label, i) => {
    const required = requiredOf(label);
    // The check job's own answer: the text and the words with an icon set apart (read.ts).
    const missing = readings[i]!.missing;
    const onTruth = findRequired(label.text, required);
    return {
      label, text: readings[i]!.text, confidence: readings[i]!.confidence,
      predicted: missing.length === 0, missing,
      predictedOnTruth: onTruth.missing.length === 0, missingOnTruth: onTruth.missing,
    };
  });
  const score = (pred: (r: Row) => boolean, subset = rows) => {
    const tp = subset.filter((r) => r.label.allPresent && pred(r)).length;
    const fp = subset.filter((r) => !r.label.allPresent && pred(r)).length;
    const fn = subset.filter((r) => r.label.allPresent && !pred(r)).length;
    const tn = subset.filter((r) => !r.label.allPresent && !pred(r)).length;
    return { n: subset.length, tp, fp, fn, tn, precision: pct(tp, tp + fp), recall: pct(tp, tp + fn), accuracy: pct(tp + tn, subset.length) };
  };
  const onOcr = score((r) => r.predicted);
  const onTruth = score((r) => r.predictedOnTruth);
  print('\n## a. Required tags: "all present" predicted vs labels (positives = all present)');
  print(table(['text read', 'fixtures', 'TP', 'FP', 'FN', 'TN', 'precision %', 'recall %', 'accuracy %'], [
    ['OCR', onOcr.n, onOcr.tp, onOcr.fp, onOcr.fn, onOcr.tn, onOcr.precision, onOcr.recall, onOcr.accuracy],
    ['true page text (matcher alone)', onTruth.n, onTruth.tp, onTruth.fp, onTruth.fn, onTruth.tn, onTruth.precision, onTruth.recall, onTruth.accuracy],
  ]));
  // Per group: where the misses are.
  const groups: [string, (r: Row) => string][] = [
    ['platform', (r) => r.label.variant.platform], ['mode', (r) => (r.label.variant.dark ? 'dark' : 'light')],
    ['font', (r) => r.label.variant.font.replace(/'/g, '')], ['size', (r) => (r.label.variant.size <= 14 ? '12-14 px' : r.label.variant.size <= 17 ? '15-17 px' : '18-20 px')],
    ['scale', (r) => `${r.label.variant.deviceScaleFactor}x`], ['format', (r) => (r.label.variant.format === 'png' ? 'png' : r.label.variant.jpegQuality! < 65 ? 'jpeg q45-64' : 'jpeg q65-95')],
  ];
  const groupRows: (string | number)[][] = [];
  const byGroup: Record<string, Record<string, ReturnType<typeof score>>> = {};
  for (const [name, key] of groups) {
    byGroup[name] = {};
    for (const value of [...new Set(rows.map(key))].sort()) {
      const s = score((r) => r.predicted, rows.filter((r) => key(r) === value));
      byGroup[name]![value] = s;
      groupRows.push([name, value, s.n, s.fp, s.fn, s.precision, s.recall]);
    }
  }
  print('\nBy fixture group (OCR):');
  print(table(['group', 'value', 'fixtures', 'FP', 'FN', 'precision %', 'recall %'], groupRows));
  // Per tag: share of tags that are on the page that the matcher finds in the OCR text.
  const tagStats: Record<string, { onPage: number; foundOcr: number; foundTruth: number }> = {};
  for (const r of rows) {
    const required = requiredOf(r.label);
    const presentKeys = new Set([
      ...r.label.present.mentions.map((v) => `mention:${v}`), ...r.label.present.hashtags.map((v) => `hashtag:${v}`), ...r.label.present.extraWords.map((v) => `word:${v}`),
    ]);
    for (const t of required) {
      if (!presentKeys.has(`${t.kind}:${t.value}`)) continue;
      const s = (tagStats[t.kind] ??= { onPage: 0, foundOcr: 0, foundTruth: 0 });
      s.onPage += 1;
      if (!r.missing.some((m) => m.kind === t.kind && m.value === t.value)) s.foundOcr += 1;
      if (!r.missingOnTruth.some((m) => m.kind === t.kind && m.value === t.value)) s.foundTruth += 1;
    }
  }
  // Per near miss: how often a tag written wrongly (or left out) is still "found".
  const missStats: Record<string, { n: number; foundOcr: number; foundTruth: number }> = {};
  for (const r of rows) {
    for (const m of r.label.misses) {
      const key = `${m.kind} ${m.how}`;
      const s = (missStats[key] ??= { n: 0, foundOcr: 0, foundTruth: 0 });
      s.n += 1;
      if (!r.missing.some((t) => t.kind === m.kind && t.value === m.value)) s.foundOcr += 1;
      if (!r.missingOnTruth.some((t) => t.kind === m.kind && t.value === m.value)) s.foundTruth += 1;
    }
  }
  print('\nPer tag on the page: found by the matcher');
  print(table(['kind', 'on page', 'found in OCR text %', 'found in true text %'],
    Object.entries(tagStats).map(([k, s]) => [k, s.onPage, pct(s.foundOcr, s.onPage), pct(s.foundTruth, s.onPage)])));
  print('\nPer required tag NOT on the page (how it was written instead): wrongly found');
  print(table(['tag kind, written as', 'count', 'found in OCR text %', 'found in true text %'],
    Object.entries(missStats).sort().map(([k, s]) => [k, s.n, pct(s.foundOcr, s.n), pct(s.foundTruth, s.n)])));

  const falseNegatives = rows.filter((r) => r.label.allPresent && !r.predicted).map((r) => ({
    file: r.label.file, missing: r.missing.map(show), confidence: round(r.confidence, 0), ocrText: oneLine(r.text), fullOcrText: r.text,
  }));
  const falsePositives = rows.filter((r) => !r.label.allPresent && r.predicted).map((r) => ({
    file: r.label.file, notOnPage: r.label.misses.map((m) => `${show(m)} → ${m.how}${m.written ? ` "${m.written}"` : ''}`), confidence: round(r.confidence, 0), ocrText: oneLine(r.text), fullOcrText: r.text,
  }));
  print(`\nFalse negatives (${falseNegatives.length}): every tag on the page, some not found in the OCR text`);
  print(table(['file', 'missing', 'conf', 'OCR text (first 200 chars)'], falseNegatives.map((f) => [f.file, f.missing.join(' '), f.confidence, `\`${f.ocrText}\``])));
  print(`\nFalse positives (${falsePositives.length}): a tag not on the page, yet all found`);
  print(table(['file', 'not on page (written instead)', 'conf', 'OCR text (first 200 chars)'], falsePositives.map((f) => [f.file, f.notOnPage.join('; '), f.confidence, `\`${f.ocrText}\``])));

  // b. OCR time
  const times = readings.map((r) => r.ms);
  const ocrTime = { first: round(coldMs, 0), p50: round(percentile(times, 50), 0), p95: round(percentile(times, 95), 0), max: round(Math.max(...times), 0), mean: round(times.reduce((a, b) => a + b, 0) / times.length, 0), wallSeconds: round(ocrWallMs / 1000) };
  print('\n## b. OCR time per screenshot (ms, sequential reads through one OcrService)');
  print(table(['first read (starts the worker)', 'p50', 'p95', 'max', 'mean', `all ${readings.length} reads (s)`], [[ocrTime.first, ocrTime.p50, ocrTime.p95, ocrTime.max, ocrTime.mean, ocrTime.wallSeconds]]));

  // c. HTTP
  print(`\n## c. HTTP requests to a small server in the same process (${HTTP_CLIENTS} clients, ${HTTP_PAUSE_MS} ms pause between requests)`);
  print(table(['when', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'event loop delay p50 / p99 / max ms'], [
    ['idle', idle.requests, idle.p50, idle.p95, idle.max, `${idle.loopDelayP50} / ${idle.loopDelayP99} / ${idle.loopDelayMax}`],
    ['while OCR runs', busy.requests, busy.p50, busy.p95, busy.max, `${busy.loopDelayP50} / ${busy.loopDelayP99} / ${busy.loopDelayMax}`],
    ['ratio busy / idle', '', round(busy.p50 / idle.p50, 2), round(busy.p95 / idle.p95, 2), round(busy.max / idle.max, 2), ''],
  ]));

  // d. Reused images
  const reuseCount = Math.min(labels.length, REUSE_LIMIT);
  const hashStarted = performance.now();
  const hashes: ImageHashes[] = [];
  for (const image of images) hashes.push(await imageHashes(image));
  const hashMs = (performance.now() - hashStarted) / labels.length;
  const variantDistances: Record<string, number[]> = Object.fromEntries(TRANSFORMS.map((t) => [t.name, []]));
  const variantHashes: { of: number; hash: ImageHashes }[] = [];
  for (let i = 0; i < reuseCount; i += 1) {
    const meta = await sharp(images[i]!).metadata();
    const m = { width: meta.width!, height: meta.height!, format: meta.format === 'png' ? 'png' : 'jpeg' };
    for (const t of TRANSFORMS) {
      const hash = await imageHashes(await t.make(images[i]!, m));
      variantDistances[t.name]!.push(imageDistance(hash, hashes[i]!));
      variantHashes.push({ of: i, hash });
    }
  }
  const pairs: { a: number; b: number; d: number }[] = [];
  for (let a = 0; a < hashes.length; a += 1) for (let b = a + 1; b < hashes.length; b += 1) pairs.push({ a, b, d: imageDistance(hashes[a]!, hashes[b]!) });
  const pairDistances = pairs.map((p) => p.d);
  const falseMatches = pairs.filter((p) => p.d <= SAME_IMAGE_MAX_DISTANCE);
  let crossN = 0;
  let crossMatches = 0;
  for (const v of variantHashes) {
    for (let b = 0; b < hashes.length; b += 1) {
      if (b === v.of) continue;
      crossN += 1;
      if (imageDistance(v.hash, hashes[b]!) <= SAME_IMAGE_MAX_DISTANCE) crossMatches += 1;
    }
  }
  const reuse = {
    threshold: SAME_IMAGE_MAX_DISTANCE, originals: reuseCount, hashMsPerImage: round(hashMs),
    transforms: TRANSFORMS.map((t) => {
      const d = variantDistances[t.name]!;
      return { name: t.name, variants: d.length, detectedPct: pct(d.filter((x) => x <= SAME_IMAGE_MAX_DISTANCE).length, d.length), p50: percentile(d, 50), p95: percentile(d, 95), max: Math.max(...d) };
    }),
    distinctPairs: {
      pairs: pairs.length, falseMatches: falseMatches.length, falseMatchPct: round((100 * falseMatches.length) / pairs.length, 3),
      p0_5: percentile(pairDistances, 0.5), p1: percentile(pairDistances, 1), p5: percentile(pairDistances, 5), p50: percentile(pairDistances, 50), min: percentile(pairDistances, 0),
      closest: [...pairs].sort((x, y) => x.d - y.d).slice(0, 8).map((p) => ({ a: labels[p.a]!.file, b: labels[p.b]!.file, distance: p.d })),
    },
    variantVsOtherOriginals: { comparisons: crossN, falseMatches: crossMatches, falseMatchPct: round((100 * crossMatches) / crossN, 3) },
  };
  print(`\n## d. Reused images: imageHash, same image when distance ≤ ${SAME_IMAGE_MAX_DISTANCE} (${reuseCount} originals, hash ${reuse.hashMsPerImage} ms/image)`);
  print(table(['transform', 'variants', 'detected %', 'distance p50', 'p95', 'max'], reuse.transforms.map((t) => [t.name, t.variants, t.detectedPct, t.p50, t.p95, t.max])));
  const dp = reuse.distinctPairs;
  print('');
  print(table(['distinct fixtures', 'pairs', 'false matches', 'false match %', 'distance min', 'p0.5', 'p1', 'p5', 'p50'], [
    ['original ↔ original', dp.pairs, dp.falseMatches, dp.falseMatchPct, dp.min, dp.p0_5, dp.p1, dp.p5, dp.p50],
    ['variant ↔ another original', reuse.variantVsOtherOriginals.comparisons, reuse.variantVsOtherOriginals.falseMatches, reuse.variantVsOtherOriginals.falseMatchPct, '', '', '', '', ''],
  ]));
  print(`Closest distinct pairs: ${dp.closest.map((c) => `${c.a}~${c.b}: ${c.distance}`).join(', ')}`);

  // e. Machine
  const totalSeconds = round((performance.now() - started) / 1000);
  const loadEnd = os.loadavg();
  print(`\n## e. Machine: ${os.cpus().length} CPUs, load average ${loadStart.map((l) => l.toFixed(2)).join('/')} at start, ${loadEnd.map((l) => l.toFixed(2)).join('/')} at end; total ${totalSeconds} s`);

  const result = {
    at: new Date().toISOString(), fixtures: FIXTURES, count: labels.length,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverageStart: loadStart, loadAverageEnd: loadEnd, node: process.version, ocrWorkers: WORKERS },
    tags: { onOcr, onTruth, byGroup, perTagOnPage: tagStats, perMiss: missStats, falseNegatives, falsePositives },
    ocrTimeMs: ocrTime,
    http: { clients: HTTP_CLIENTS, pauseMs: HTTP_PAUSE_MS, idle, whileOcr: busy, ratioP50: round(busy.p50 / idle.p50, 2), ratioP95: round(busy.p95 / idle.p95, 2) },
    reuse,
    totalSeconds,
    markdown: out.join('\n'),
  };
  mkdirSync(path.dirname(RESULT), { recursive: true });
  writeFileSync(RESULT, `${JSON.stringify(result, null, 1)}\n`);
  console.log(`\nWrote ${RESULT}`);
}

main().catch((error) => { console.error(error); process.exit(1); });
