// OCR never competes with requests for the CPU (issue 13, DESIGN: long work never blocks other
// requests): tesseract's worker thread runs at nice 19. Linux keeps a nice value per thread,
// readable in /proc/self/task/*/stat (field 19).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createOcr } from '../../server/services/ocr';

const niceOfThreads = () => readdirSync('/proc/self/task').map((task) => {
  const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
});

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
  });
});
