// A contacts file of about `bytes` bytes, made in chunks (never whole in memory): every 100th row
// has a bad e-mail, every 500th (at 250 of 500) repeats the row before it. Used by the 50MB test and bench/.
export interface ContactsFile { chunks: () => Generator<string>; rows: number; bad: number; repeats: number }

export function contactsCsv(bytes: number): ContactsFile {
  const header = 'email,first_name,last_name,phone\n';
  const row = (i: number) => (i % 100 === 99
    ? `customer${i}.example.test,Pat${i},Customer,5550100000\n`
    : `customer${i % 500 === 250 ? i - 1 : i}@example.test,Pat${i},Customer,5550100000\n`);
  let size = header.length;
  let rows = 0;
  while (size < bytes) size += row(rows++).length;
  const bad = Math.floor(rows / 100);
  const repeats = Math.floor((rows + 249) / 500);
  function* chunks() {
    yield header;
    for (let i = 0; i < rows; i += 5000) {
      let text = '';
      for (let j = i; j < Math.min(rows, i + 5000); j += 1) text += row(j);
      yield text;
    }
  }
  return { chunks, rows, bad, repeats };
}
