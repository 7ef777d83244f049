// OCR never competes with requests for the CPU (issue 13, DESIGN: long work never blocks other
// requests): tesseract's worker thread runs at nice 19. Linux keeps a nice value per thread,
// readable in /proc/self/task/*/stat (field 19).
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bandCuts, createOcr, prepareForOcr } from '../../server/services/ocr';
import { createAdmission, createReadQueue } from '../../server/services/ocr/readQueue';

const niceOfThreads = () => readdirSync('/proc/self/task').map((task) => {
  const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
});

// A worker's first start loads the English model, seconds on a busy machine; with a CPU hog beside
// the suite the lowest-priority workers get next to nothing until the catch-up lane takes the read
// (a read took over 30 s beside `stress-ng --cpu 2`). A bound on a hung read, not a judgement of speed.
const OCR_TEST_MS = 180_000;

describe('the OCR service', () => {
  it('reads in a worker thread at the lowest CPU priority, the main thread untouched', async () => {
    const ocr = createOcr();
    try {
      const reading = await ocr.read(readFileSync(new URL('../fixtures/proof-checks/tagged.jpg', import.meta.url)));
      expect(reading.text).toContain('Best slice in town');
      expect(niceOfThreads()).toContain(19);
      expect(niceOfThreads()[0]).toBe(0);
    } finally {
      await ocr.close();
    }
  }, OCR_TEST_MS);

  it('splits a screenshot at a grey level into black text on a white background, white text over a photo too', async () => {
    // A mid-grey "photo" (grey 120) with a white "caption" bar across its middle.
    const caption = await sharp({ create: { width: 200, height: 20, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const shot = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#787878' } })
      .composite([{ input: caption, top: 40, left: 0 }]).png().toBuffer();
    const prepared = await prepareForOcr(shot, { width: 400, binariseAt: 160 });
    expect(prepared.likely).toHaveLength(1);
    const { data, info } = await sharp(prepared.likely[0]!.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x];
    expect(info.width).toBe(400);
    expect(new Set(data)).toEqual(new Set([0, 255]));
    expect([at(200, 100), at(200, 20), at(200, 180)]).toEqual([0, 255, 255]);
    expect(prepared.other).toBeNull();
  });

  it('with two workers reads a screenshot in two bands side by side, and every line is in the text', async () => {
    const ocr = createOcr({ workers: 2 });
    try {
      const reading = await ocr.read(readFileSync(new URL('../fixtures/proof-checks/tagged.jpg', import.meta.url)));
      // The account name is in the top band, the caption in the bottom one.
      expect(reading.text).toContain('ana.eats');
      expect(reading.text).toContain('Best slice in town');
    } finally {
      await ocr.close();
    }
  }, OCR_TEST_MS);

  it('cuts bands at the blank row nearest the middle, and says when there is none', () => {
    // Rows 40–44 are blank (a gap between two lines of text), every other row holds ink.
    const gapAt40 = (y: number) => (y >= 40 && y <= 44 ? 3 : 200);
    expect(bandCuts(gapAt40, 100, 2)).toEqual([{ at: 44, blank: true }]);
    expect(bandCuts(() => 200, 100, 2)).toEqual([{ at: 50, blank: false }]);
    // A gap beyond a sixth of the height from the middle is too far: the bands would be uneven.
    expect(bandCuts((y) => (y === 10 ? 0 : 200), 100, 2)).toEqual([{ at: 50, blank: false }]);
    expect(bandCuts(gapAt40, 100, 1)).toEqual([]);
  });
});

// Issue 33: a check always finishes. The queue is driven by events and a fake clock: no test waits for time.
describe('the OCR read queue', () => {
  /** A lane whose reads finish only when the test says so, recording what it was given. */
  const manualLane = () => {
    const running: { job: string; finish: () => void }[] = [];
    const taken: string[] = [];
    return {
      taken, running,
      lane: { run: (job: string) => new Promise<string>((resolve) => { taken.push(job); running.push({ job, finish: () => resolve(`read ${job}`) }); }) },
      finishAll: () => running.splice(0).forEach((r) => r.finish()),
    };
  };
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it("reads the oldest check first: a check's second reading goes before newer checks' first ones", async () => {
    const worker = manualLane();
    const queue = createReadQueue({ lanes: [worker.lane], catchUp: () => worker.lane, catchUpAfterMs: Infinity, now: () => 1000 });
    void queue.submit('check 2, first read', 200);
    void queue.submit('check 3, first read', 300);
    void queue.submit('check 1, second read', 100);
    void queue.submit('check 0, first read', 50);
    for (let i = 0; i < 4; i += 1) { worker.finishAll(); await settled(); }
    // The first came before the others were queued; then the oldest check first.
    expect(worker.taken).toEqual(['check 2, first read', 'check 0, first read', 'check 1, second read', 'check 3, first read']);
  });

  it('finishes a check queued behind 20 others while its workers are starved, and other reads keep being answered', async () => {
    let clock = 0;
    const starved = manualLane(); // at the lowest priority on a busy machine: never gets to finish here
    const catchUp = manualLane();
    let catchUpStarted = 0;
    const queue = createReadQueue({
      lanes: [starved.lane], catchUp: () => { catchUpStarted += 1; return catchUp.lane; }, catchUpAfterMs: 10_000, now: () => clock,
    });
    const answered: string[] = [];
    for (let i = 0; i < 20; i += 1) void queue.submit(`earlier ${i}`, i).then((r) => answered.push(r));
    const mine = queue.submit('mine', 100);
    let mineDone = false;
    void mine.then(() => { mineDone = true; });
    expect(queue.stats()).toEqual({ depth: 21, oldestWaitMs: 0 });
    // Ages grow; each tick hands the oldest due read to the catch-up worker, which answers.
    for (let round = 0; round < 25 && !mineDone; round += 1) {
      clock += 10_000;
      queue.tick();
      catchUp.finishAll();
      await settled();
    }
    expect(mineDone).toBe(true);
    expect(await mine).toBe('read mine');
    // Every earlier read was answered, oldest first, before it, and one catch-up worker did it all.
    expect(answered).toEqual(Array.from({ length: 20 }, (_, i) => `read earlier ${i}`));
    expect(catchUpStarted).toBe(1);
    expect(queue.stats().depth).toBe(0);
  });

  it('gives the catch-up worker only reads that have waited, one at a time, and tells the depth and the oldest wait', async () => {
    let clock = 0;
    const low = manualLane();
    const catchUp = manualLane();
    const queue = createReadQueue({ lanes: [low.lane], catchUp: () => catchUp.lane, catchUpAfterMs: 10_000, now: () => clock });
    void queue.submit('a', 0);
    void queue.submit('b', 0);
    void queue.submit('c', 5_000);
    clock = 9_999;
    queue.tick();
    expect(catchUp.taken).toEqual([]);
    expect(queue.stats()).toEqual({ depth: 3, oldestWaitMs: 9_999 });
    clock = 12_000;
    queue.tick();
    queue.tick();
    // 'a' runs on the low worker and again on the catch-up one; 'b' waits for a free worker.
    expect(low.taken).toEqual(['a']);
    expect(catchUp.taken).toEqual(['a']);
    catchUp.finishAll();
    await settled();
    expect(catchUp.taken).toEqual(['a', 'b']);
    low.finishAll(); // its late answer for 'a' is dropped; it takes 'c'
    await settled();
    expect(low.taken).toEqual(['a', 'c']);
    expect(queue.stats()).toEqual({ depth: 2, oldestWaitMs: 12_000 });
  });

  it('lets in a few reads at once, oldest check first; the depth counts the waiting ones from their arrival', async () => {
    let clock = 0;
    const admission = createAdmission({ limit: 2, now: () => clock });
    const began: string[] = [];
    const leaves = new Map<string, () => void>();
    const arrive = (name: string, since: number) => void admission.enter(since).then((leave) => { began.push(name); leaves.set(name, leave); });
    arrive('check 5', 5);
    arrive('check 6', 6);
    arrive('check 9', 9);
    arrive('check 7', 7);
    arrive('check 1, second read', 1);
    await settled();
    expect(began).toEqual(['check 5', 'check 6']);
    clock = 20;
    expect(admission.stats()).toEqual({ depth: 5, oldestWaitMs: 19 });
    leaves.get('check 5')!();
    leaves.get('check 5')!(); // leaving twice frees one place, not two
    await settled();
    expect(began).toEqual(['check 5', 'check 6', 'check 1, second read']);
    leaves.get('check 6')!();
    leaves.get('check 1, second read')!();
    await settled();
    expect(began).toEqual(['check 5', 'check 6', 'check 1, second read', 'check 7', 'check 9']);
    leaves.get('check 7')!();
    leaves.get('check 9')!();
    expect(admission.stats()).toEqual({ depth: 0, oldestWaitMs: 0 });
  });

  it("reads an optional read (a hint) after every check's reads, and on the catch-up worker only twice as late", async () => {
    let clock = 0;
    const low = manualLane();
    const catchUp = manualLane();
    const queue = createReadQueue({ lanes: [low.lane], catchUp: () => catchUp.lane, catchUpAfterMs: 10_000, now: () => clock });
    void queue.submit('check A', 0);
    void queue.submit('hint, older', 1, true);
    void queue.submit('check B', 5);
    clock = 15_000;
    queue.tick();
    // The low worker took check A, and the catch-up worker too (it is due); then check B, though the hint has waited longer.
    expect(low.taken).toEqual(['check A']);
    expect(catchUp.taken).toEqual(['check A']);
    catchUp.finishAll();
    await settled();
    expect(catchUp.taken).toEqual(['check A', 'check B']);
    catchUp.finishAll();
    await settled();
    queue.tick();
    expect(catchUp.taken).toEqual(['check A', 'check B']);
    clock = 21_000;
    queue.tick();
    expect(catchUp.taken).toEqual(['check A', 'check B', 'hint, older']);

    const admission = createAdmission({ limit: 1, now: () => clock });
    const began: string[] = [];
    const first = await admission.enter(0);
    void admission.enter(1, true).then(() => began.push('hint'));
    void admission.enter(5).then(() => began.push('check'));
    first();
    await settled();
    expect(began).toEqual(['check']);

    // Hints never hold every place: with two of three held by hints, a check begins at once.
    const shared = createAdmission({ limit: 3, optionalLimit: 2, now: () => clock });
    const order: string[] = [];
    for (const name of ['hint 1', 'hint 2', 'hint 3']) void shared.enter(0, true).then(() => order.push(name));
    await settled();
    void shared.enter(50).then(() => order.push('check'));
    await settled();
    expect(order).toEqual(['hint 1', 'hint 2', 'check']);
  });
});
