// One way to change data (issue 34): a screen changes data only through useChange
// (src/components/change), which guards against double clicks, sends an Idempotency-Key and puts
// the server's field errors on the fields. This reads every file of src/ and resources/ and fails
// on a change made any other way: react-query's useMutation, react-admin's mutation hooks, the
// global fetch, or a changing data provider method called outside a useChange(...) call. Which
// methods change is read from the data provider itself: a method that calls a POST, PUT or
// DELETE entry of the endpoint table (contract/api).
import { readdirSync, readFileSync } from 'node:fs';
import { join, } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../contract/api';
import { buildDataProvider } from '../../dataProvider';

const ROOT = join(__dirname, '../..');
const PRIMITIVE = 'src/components/change/';

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The data provider's methods that send a change: react-admin's own, and the named ones whose code calls a changing entry. */
function changingMethods(): string[] {
  const provider = buildDataProvider('http://console.test', () => Promise.reject(new Error('no network in this test'))) as unknown as Record<string, unknown>;
  const named = Object.entries(provider).filter(([, method]) => typeof method === 'function' && [...String(method).matchAll(/api\(\s*['"](\w+)['"]/g)]
    .some(([, entry]) => entry in endpoints && endpoints[entry as EndpointName].method !== 'GET')).map(([name]) => name);
  return ['create', 'update', 'delete', 'updateMany', 'deleteMany', ...named];
}

/** The spans of text inside each `useChange(...)` call of a file. */
function changeSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(/\buseChange\s*(<[^(]*>)?\(/g)) {
    let depth = 0;
    for (let i = match.index + match[0].length - 1; i < text.length; i += 1) {
      if (text[i] === '(') depth += 1;
      else if (text[i] === ')' && --depth === 0) { spans.push([match.index, i]); break; }
    }
  }
  return spans;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

function bypasses(path: string, methods: string[]): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const found: string[] = [];
  const flag = (index: number, what: string) => found.push(`${path}:${lineOf(text, index)} ${what}`);
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tanstack\/react-query'/g)) {
    if (/\buseMutation\b/.test(m[1])) flag(m.index, 'useMutation from react-query');
  }
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-admin'/g)) {
    const hooks = m[1].match(/\b(useCreate|useUpdate|useDelete|useUpdateMany|useDeleteMany|useDeleteWithConfirmController|useDeleteWithUndoController)\b/g);
    if (hooks) flag(m.index, `${hooks.join(', ')} from react-admin`);
  }
  for (const m of text.matchAll(/(?<![\w.])fetch\s*\(/g)) flag(m.index, 'fetch()');
  const providers = new Set([...text.matchAll(/const\s+(\w+)\s*=\s*useDataProvider\b/g)].map((m) => m[1]));
  const spans = changeSpans(text);
  for (const provider of providers) {
    for (const m of text.matchAll(new RegExp(`\\b${provider}\\s*\\.\\s*(${methods.join('|')})\\s*\\(`, 'g'))) {
      if (!spans.some(([from, to]) => m.index > from && m.index < to)) flag(m.index, `${provider}.${m[1]}() outside useChange`);
    }
  }
  return found;
}

describe('one way to change data', () => {
  const methods = changingMethods();
  const files = [...filesUnder('src'), ...filesUnder('resources')].filter((path) => !path.startsWith(PRIMITIVE));

  it('knows the changing data provider methods', () => {
    expect(methods).toEqual(expect.arrayContaining(['create', 'copySwayOffer', 'runCharges', 'updateSwayFlow', 'attachMailingListFile']));
    expect(methods).not.toContain('getBillingWaiting');
  });

  it('no screen changes data except through useChange', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => bypasses(path, methods))).toEqual([]);
  });

  it('finds a bypass', () => {
    const spans = changeSpans("const a = useChange({ mutationFn: () => dp.copySwayOffer(1) }); dp.copySwayOffer(2);");
    expect(spans).toHaveLength(1);
  });
});
