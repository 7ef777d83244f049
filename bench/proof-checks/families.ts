// The proof checks as an OCR_STRICT campaign decides them, per fixture family and for their union
// (issue 33): each fixture set (generate.ts's, generateThreads.ts's, any seed) is read as the
// check job reads it (readForTags), decided by `decide`, and scored against its labels:
//  - "tags present" precision / recall (every required tag found vs the label's allPresent);
//  - automatic approvals: precision / recall (APPROVED vs allPresent), good posts denied
//    automatically, good posts sent to review as "could not be read";
//  - lookalikes approved: fixtures whose missing tag was written as a near miss of it;
//  - false "reused": distinct fixtures taken for one sent before, by the hash alone (sameImage: what
//    the server decides) and by the candidate rule of sameText.ts (the hash, unless the readings
//    clearly differ; decision 0224: not used by the server); with --resend-limit K, the first K
//    fixtures of each set sent again (resized, cropped, re-compressed, PNG↔JPEG: resends.ts), each
//    re-send read as the check reads it: re-sends the candidate rule still finds;
//  - check time p50 / p95 (readForTags + imageHashes), first with the machine as it is (its load
//    average is printed: the machine is shared), then with --load N busy processes beside it.
// With --keep-readings DIR every reading is kept on disk (services/ocr/remembered.ts's store) and read
// back on the next run: a matching rule can be tried again on a tuned seed's very readings without
// OCR (a reading the changed rule asks for that no run made is read as usual). The check times of
// such a run are not OCR's: measure times without it. A kept reading is the OCR service's words as its
// code made them then: after a change to services/ocr, use a new directory.
// Run: `npx tsx bench/proof-checks/families.ts --set a7=dir --set b101=dir [--limit N] [--load 2] [--load-limit 12] [--resend-limit 2] [--keep-readings dir] [--result file]`
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { decide } from '../../server/domain/proofChecks/decide';
import { imageHashes, sameImage, type ImageHashes } from '../../server/domain/proofChecks/imageHash';
import { readForTags } from '../../server/domain/proofChecks/read';
import { clearlyDifferentText, sharedWords } from './sameText';
import { createOcr, type OcrReading, type OcrService } from '../../server/services/ocr';
import { rememberReadings } from '../../server/services/ocr/remembered';
import type { Label } from './generate';
import { argValue, pct, percentile, requiredOf, round } from './common';
import { metaOf, RESENDS } from './resends';

const sets = process.argv.flatMap((a, i) => (a === '--set' ? [process.argv[i + 1]!] : [])).map((s) => {
  const [name, dir] = s.split('=') as [string, string];
  return { name, dir };
});
const LOAD = Number(argValue('--load') ?? 0);
const LOAD_LIMIT = Number(argValue('--load-limit') ?? 12);
const LIMIT = Number(argValue('--limit') ?? Infinity);
const RESEND_LIMIT = Number(argValue('--resend-limit') ?? 0);
const RESULT = argValue('--result') ?? 'data/bench/proof-checks/families.json';
const KEEP_READINGS = argValue('--keep-readings');

/** The OCR service, its readings kept in `folder` and read back from it (--keep-readings). */
function keptOnDisk(ocr: OcrService, folder: string): OcrService {
  mkdirSync(folder, { recursive: true });
  const file = (key: string) => path.join(folder, `${key}.json`);
  return rememberReadings(ocr, {
    store: {
      get: (key) => (existsSync(file(key)) ? JSON.parse(readFileSync(file(key), 'utf8')) as OcrReading : null),
      set: (key, reading) => {
        writeFileSync(`${file(key)}.partial`, JSON.stringify(reading));
        renameSync(`${file(key)}.partial`, file(key));
      },
    },
  });
}
/** Near misses that look like the tag: a letter changed, a joiner changed or added, a space inside, cut short or made longer. */
const LOOKALIKE = new Set(['lookalike', 'typo', 'truncated', 'extended']);

interface Row { passes: { pass: string; ms: number }[]; set: string; family: string; label: Label; decision: string; reason: string; allFound: boolean; ms: number; hash: ImageHashes; text: string }

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** Busy processes beside the benchmark, as another test run would be. */
function startLoad(n: number): ChildProcess[] {
  return Array.from({ length: n }, () => fork('-e', [], { execArgv: ['-e', 'for(;;){Math.sqrt(Math.random())}'], stdio: 'ignore' }));
}

async function main() {
  const started = performance.now();
  const ocr = KEEP_READINGS ? keptOnDisk(createOcr(), KEEP_READINGS) : createOcr();
  const rows: Row[] = [];
  const loadAverages: number[][] = [os.loadavg()];
  await ocr.read(readFileSync(path.join(sets[0]!.dir, (JSON.parse(readFileSync(path.join(sets[0]!.dir, 'labels.json'), 'utf8')) as Label[])[0]!.file)));
  for (const set of sets) {
    const labels = (JSON.parse(readFileSync(path.join(set.dir, 'labels.json'), 'utf8')) as Label[]).slice(0, LIMIT);
    for (const label of labels) {
      const image = readFileSync(path.join(set.dir, label.file));
      const t = performance.now();
      const [reading, hash] = await Promise.all([readForTags(ocr, image, requiredOf(label)), imageHashes(image)]);
      const ms = performance.now() - t;
      const d = decide('OCR_STRICT', { reading: { text: reading.text, confidence: reading.confidence }, found: reading.found, missing: reading.missing, tooOld: false, signals: [] });
      rows.push({ passes: reading.passes ?? [], set: set.name, family: set.name.replace(/\d+$/, ''), label, decision: d.decision, reason: d.reason, allFound: reading.missing.length === 0, ms, hash, text: reading.text });
      process.stderr.write('.');
    }
  }
  // Real re-sends of the first RESEND_LIMIT fixtures of each set, read as the check reads them.
  const resent: { set: string; family: string; how: string; hashSame: boolean; found: boolean; share: number | null }[] = [];
  for (const set of sets) {
    for (const row of rows.filter((r) => r.set === set.name).slice(0, RESEND_LIMIT)) {
      const image = readFileSync(path.join(set.dir, row.label.file));
      const meta = await metaOf(image);
      for (const [how, make] of RESENDS) {
        const copy = await make(image, meta);
        const [reading, hash] = await Promise.all([readForTags(ocr, copy, requiredOf(row.label)), imageHashes(copy)]);
        const hashSame = sameImage(hash, row.hash);
        resent.push({ set: set.name, family: row.family, how, hashSame, found: hashSame && !clearlyDifferentText(reading.text, row.text), share: sharedWords(reading.text, row.text) });
        process.stderr.write('r');
      }
    }
  }
  loadAverages.push(os.loadavg());
  // The same checks with busy processes beside them (a subset of each set).
  const loaded: Record<string, number[]> = {};
  if (LOAD > 0) {
    const burners = startLoad(LOAD);
    try {
      for (const set of sets) {
        const labels = (JSON.parse(readFileSync(path.join(set.dir, 'labels.json'), 'utf8')) as Label[]).slice(0, LOAD_LIMIT);
        for (const label of labels) {
          const image = readFileSync(path.join(set.dir, label.file));
          const t = performance.now();
          await Promise.all([readForTags(ocr, image, requiredOf(label)), imageHashes(image)]);
          (loaded[set.name] ??= []).push(performance.now() - t);
          process.stderr.write('+');
        }
      }
    } finally {
      for (const b of burners) b.kill();
    }
    loadAverages.push(os.loadavg());
  }
  await ocr.close();
  process.stderr.write('\n');

  const groups: [string, Row[]][] = [
    ...sets.map((s) => [s.name, rows.filter((r) => r.set === s.name)] as [string, Row[]]),
    ...[...new Set(rows.map((r) => r.family))].map((f) => [`family ${f}`, rows.filter((r) => r.family === f)] as [string, Row[]]),
    ['union', rows],
  ];
  const out: string[] = [];
  const print = (s = '') => { console.log(s); out.push(s); };
  print(`# Proof checks as OCR_STRICT decides them (${rows.length} fixtures; load average ${loadAverages.map((l) => l.map((x) => x.toFixed(1)).join('/')).join(' → ')}, ${os.cpus().length} CPUs)`);
  const summary = groups.map(([name, group]) => {
    const pos = group.filter((r) => r.label.allPresent);
    const neg = group.filter((r) => !r.label.allPresent);
    const predicted = group.filter((r) => r.allFound);
    const approved = group.filter((r) => r.decision === 'APPROVED');
    const lookalikes = neg.filter((r) => r.label.misses.some((m) => LOOKALIKE.has(m.how)));
    const reused = falseReused(group, true);
    const reusedByHash = falseReused(group, false);
    const resends = resent.filter((r) => group.some((g) => g.set === r.set));
    const times = group.map((r) => r.ms);
    const busy = [...new Set(group.map((r) => r.set))].flatMap((s) => loaded[s] ?? []);
    return {
      name, n: group.length, positives: pos.length,
      tagsPrecision: pct(predicted.filter((r) => r.label.allPresent).length, predicted.length), tagsRecall: pct(pos.filter((r) => r.allFound).length, pos.length),
      approvalPrecision: pct(approved.filter((r) => r.label.allPresent).length, approved.length), approvalRecall: pct(pos.filter((r) => r.decision === 'APPROVED').length, pos.length),
      lookalikesApproved: `${lookalikes.filter((r) => r.decision === 'APPROVED').length} of ${lookalikes.length}`,
      goodDenied: pos.filter((r) => r.decision === 'DENIED').length,
      goodUnreadable: pos.filter((r) => /could not be read/.test(r.reason)).length,
      badDenied: `${neg.filter((r) => r.decision === 'DENIED').length} of ${neg.length}`,
      falseReused: `${reused} of ${group.length}`, falseReusedByHash: `${reusedByHash} of ${group.length}`,
      resendsFound: resends.length ? `${pct(resends.filter((r) => r.found).length, resends.length)} (${resends.filter((r) => r.found).length} of ${resends.length})` : '',
      p50: round(percentile(times, 50) / 1000, 2), p95: round(percentile(times, 95) / 1000, 2),
      loadedP50: busy.length ? round(percentile(busy, 50) / 1000, 2) : '', loadedP95: busy.length ? round(percentile(busy, 95) / 1000, 2) : '',
    };
  });
  print(table(['set', 'fixtures', 'positives', 'tags P %', 'tags R %', 'auto-approval P %', 'auto-approval R %', 'lookalikes approved', 'good denied', 'good "could not be read"', 'bad denied', 'false "reused" (hash alone: the server)', 'false "reused" (hash + words, sameText.ts)', 're-sends found by hash + words %', 'check p50 s', 'p95 s', `with ${LOAD} busy: p50 s`, 'p95 s'],
    summary.map((s) => [s.name, s.n, s.positives, s.tagsPrecision, s.tagsRecall, s.approvalPrecision, s.approvalRecall, s.lookalikesApproved, s.goodDenied, s.goodUnreadable, s.badDenied, s.falseReusedByHash, s.falseReused, s.resendsFound, s.p50, s.p95, s.loadedP50, s.loadedP95])));
  const byLayout = [...new Set(rows.map((r) => `${r.family} ${r.label.variant.platform}`))].sort().map((key) => {
    const group = rows.filter((r) => `${r.family} ${r.label.variant.platform}` === key && r.label.allPresent);
    return [key, group.length, pct(group.filter((r) => r.allFound).length, group.length), pct(group.filter((r) => r.decision === 'APPROVED').length, group.length)];
  });
  print('\nRecall by layout (positives only):');
  print(table(['family layout', 'positives', 'tags found %', 'approved %'], byLayout));
  // What each reading pass costs, and how often it runs (read.ts: the second and the turned ones only when a tag is still missing).
  const passNames = [...new Set(rows.flatMap((r) => r.passes.map((p) => p.pass)))];
  const passRows = passNames.map((name) => {
    const times = rows.flatMap((r) => r.passes.filter((p) => p.pass === name).map((p) => p.ms));
    return [name, times.length, pct(rows.filter((r) => r.passes.some((p) => p.pass === name)).length, rows.length), round(percentile(times, 50) / 1000, 2), round(percentile(times, 95) / 1000, 2)];
  });
  if (passRows.length) {
    print('\nReading passes (all sets):');
    print(table(['pass', 'reads', 'checks using it %', 'p50 s', 'p95 s'], passRows));
  }
  if (resent.length) {
    print('\nRe-sends read as the check reads them (found by the candidate rule: the hash matches and the readings do not clearly differ):');
    print(table(['re-send', 'hash matches %', 'found %', 'shared words p5 / p50'], RESENDS.map(([how]) => {
      const group = resent.filter((r) => r.how === how);
      const shares = group.map((r) => r.share).filter((x): x is number => x != null);
      return [how, pct(group.filter((r) => r.hashSame).length, group.length), pct(group.filter((r) => r.found).length, group.length), `${round(percentile(shares, 5), 2)} / ${round(percentile(shares, 50), 2)}`];
    })));
  }
  const wrong = rows.filter((r) => r.allFound !== r.label.allPresent || (r.label.allPresent && r.decision !== 'APPROVED'));
  const result = { at: new Date().toISOString(), sets, loadAverages, summary, byLayout, wrong: wrong.map((r) => ({ set: r.set, file: r.label.file, allPresent: r.label.allPresent, misses: r.label.misses, decision: r.decision, reason: r.reason, text: r.text.slice(0, 600) })),
    // Every reading's text, to look at the tuned seeds' texts (never the held-out ones') when choosing a rule.
    texts: rows.map((r) => ({ set: r.set, file: r.label.file, text: r.text })), resent, totalSeconds: round((performance.now() - started) / 1000), markdown: out.join('\n') };
  mkdirSync(path.dirname(RESULT), { recursive: true });
  writeFileSync(RESULT, `${JSON.stringify(result, null, 1)}\n`);
  console.log(`\nWrote ${RESULT} (${result.totalSeconds} s)`);
}

/**
 * Distinct fixtures flagged as one sent before: each against every earlier one of its group, by the
 * hash alone or, `read`, as the check decides once the screenshot is read (sameText.ts).
 */
function falseReused(group: Row[], read: boolean): number {
  let flagged = 0;
  for (let i = 0; i < group.length; i += 1) {
    const row = group[i]!;
    if (group.slice(0, i).some((earlier) => sameImage(row.hash, earlier.hash) && !(read && clearlyDifferentText(row.text, earlier.text)))) flagged += 1;
  }
  return flagged;
}

main().catch((error) => { console.error(error); process.exit(1); });
