// Which readings, in which order (issue 13, OCR time): every screenshot is read once per variant
// (width, grey or black and white), one after another through one OcrService with the server's
// workers (two bands side by side with two), and each reading's time and text are kept. Reading
// strategies (a first reading, then a second only when a tag is still missing) are then scored on
// those readings: the time is the sum of the readings a strategy makes,
// the answer is findRequired on their texts together. Use development seeds only; a held-out seed
// is for the final measurement by run.ts.
// Run: `npx tsx bench/proof-checks/readings.ts --fixtures dir [--limit N] [--variants g1000,b1400] [--workers 2] [--out file.json]`
// Score saved readings again: `npx tsx bench/proof-checks/readings.ts --fixtures dir --from file.json`
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRequired } from '../../server/domain/proofChecks/match';
import { createOcr, DEFAULT_OCR_WORKERS, type ReadOptions } from '../../server/services/ocr';
import { matchable } from '../../server/domain/proofChecks/read';
import type { Label } from './generate';
import { argValue, pct, percentile, requiredOf } from './common';

const FIXTURES = argValue('--fixtures') ?? 'data/bench/proof-checks/fixtures';
const LIMIT = argValue('--limit') ? Number(argValue('--limit')) : Infinity;
const VARIANTS = (argValue('--variants') ?? 'g1000,b1400,g1200,b1800').split(',');
const OUT = argValue('--out');
const WORKERS = Number(argValue('--workers') ?? DEFAULT_OCR_WORKERS);
const FROM = argValue('--from');

/** g1200: grey at 1,200 px (with the other polarity when weak); b1800: black and white split at 160, 1,800 px; b1800t140: split at 140. */
function optionsOf(variant: string): ReadOptions {
  const m = /^([gb])(\d+)(?:t(\d+))?$/.exec(variant);
  if (!m) throw new Error(`variant ${variant}: g<width> or b<width>[t<level>]`);
  return m[1] === 'g' ? { width: Number(m[2]) } : { width: Number(m[2]), binariseAt: Number(m[3] ?? 160) };
}

type Reading = { text: string; ms: number };
type Saved = { fixtures: string; variants: string[]; readings: Record<string, Reading>[] };

async function measure(labels: Label[]): Promise<Saved> {
  const ocr = createOcr({ workers: WORKERS });
  const images = labels.map((l) => readFileSync(path.join(FIXTURES, l.file)));
  await ocr.read(images[0]!); // start the worker outside the timings
  const readings: Record<string, Reading>[] = [];
  for (const [i, image] of images.entries()) {
    const row: Record<string, Reading> = {};
    // Variants in a different order per screenshot, so none always reads a warm cache.
    const order = VARIANTS.map((_, k) => VARIANTS[(k + i) % VARIANTS.length]!);
    for (const variant of order) {
      const t = performance.now();
      const r = await ocr.read(image, optionsOf(variant));
      row[variant] = { text: matchable(r), ms: performance.now() - t };
    }
    readings.push(row);
    if ((i + 1) % 20 === 0) console.error(`${i + 1} / ${images.length}`);
  }
  await ocr.close();
  return { fixtures: FIXTURES, variants: VARIANTS, readings };
}

function score(labels: Label[], saved: Saved) {
  const strategies: string[][] = [];
  for (const a of saved.variants) {
    strategies.push([a]);
    for (const b of saved.variants) if (b !== a) strategies.push([a, b]);
  }
  const rows = strategies.map((steps) => {
    let tp = 0; let fp = 0; let fn = 0; let twice = 0;
    const times: number[] = [];
    labels.forEach((label, i) => {
      const required = requiredOf(label);
      let text = '';
      let ms = 0;
      let missing = required;
      for (const [k, step] of steps.entries()) {
        if (k > 0 && missing.length === 0) break;
        if (k > 0) twice += 1;
        const r = saved.readings[i]![step]!;
        text = text ? `${text}\n${r.text}` : r.text;
        ms += r.ms;
        missing = findRequired(text, required).missing;
      }
      times.push(ms);
      const predicted = missing.length === 0;
      if (label.allPresent && predicted) tp += 1; else if (!label.allPresent && predicted) fp += 1;
      else if (label.allPresent) fn += 1;
    });
    return { strategy: steps.join(' → '), precision: pct(tp, tp + fp), recall: pct(tp, tp + fn), fp, fn, twice: pct(twice, labels.length), p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)), max: Math.round(percentile(times, 100)) };
  });
  rows.sort((x, y) => x.p95 - y.p95);
  console.log(`${labels.length} screenshots from ${saved.fixtures}; ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
  console.log('| strategy | precision % | recall % | FP | FN | read twice % | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.strategy} | ${r.precision} | ${r.recall} | ${r.fp} | ${r.fn} | ${r.twice} | ${r.p50} | ${r.p95} | ${r.max} |`);
}

const labels = (JSON.parse(readFileSync(path.join(FIXTURES, 'labels.json'), 'utf8')) as Label[]).slice(0, LIMIT);
const saved = FROM ? (JSON.parse(readFileSync(FROM, 'utf8')) as Saved) : await measure(labels);
if (OUT && !FROM) writeFileSync(OUT, JSON.stringify(saved));
score(labels.slice(0, saved.readings.length), saved);
