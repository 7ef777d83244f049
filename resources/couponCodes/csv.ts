// CSV parsing of the upload dialog (spec 2 §2 Coupon Codes): papaparse, comma delimiter, blank
// lines skipped, optional header row (default on), the first column is the code. Each code keeps
// its 1-based line in the file so the server can name a bad line.
import Papa from 'papaparse';
import type { ImportedCode } from '../../dataProvider/offers';

export function parseCodes(text: string, hasHeader: boolean): ImportedCode[] {
  const result = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false, header: false });
  const codes: ImportedCode[] = [];
  result.data.forEach((row, index) => {
    if (hasHeader && index === 0) return;
    const first = (row[0] ?? '').trim();
    // A blank line (or a row whose first cell is empty and nothing else) is skipped.
    if (first === '' && row.every((cell) => cell.trim() === '')) return;
    codes.push({ value: first, line: index + 1 });
  });
  return codes;
}

/** The first and last five codes for the preview (all of them when there are ten or fewer). */
export function previewCodes(codes: ImportedCode[]): { first: ImportedCode[]; last: ImportedCode[] } {
  if (codes.length <= 5) return { first: codes, last: [] };
  return { first: codes.slice(0, 5), last: codes.slice(Math.max(5, codes.length - 5)) };
}
