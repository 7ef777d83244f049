// Every URL field the API accepts refuses script and protocol-relative URLs by the one URL rule of
// contract/validation/common.ts (issue 36 finding 5). The fields are found in the endpoint
// table's body and query schemas by their names, so a new URL field is checked without a list.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '../../contract/api';

const URL_NAME = /(url|icon|image|img|logo|link|href|website|src)$/i;
const BAD = ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', 'vbscript:msgbox(1)', 'https:/\\evil.example'];

type Walkable = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };
interface Field { endpoint: string; path: string; schema: Walkable }

function fieldsOf(endpoint: string, schema: Walkable, path: string[] = [], out: Field[] = []): Field[] {
  const def = schema._zod.def as Record<string, unknown> & { type: string };
  const inner = (key: string) => def[key] as Walkable;
  switch (def.type) {
    case 'object':
      for (const [name, child] of Object.entries(def.shape as Record<string, Walkable>)) {
        if (URL_NAME.test(name)) out.push({ endpoint, path: [...path, name].join('.'), schema: child });
        fieldsOf(endpoint, child, [...path, name], out);
      }
      break;
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'catch': case 'nonoptional':
      fieldsOf(endpoint, inner('innerType'), path, out); break;
    case 'pipe': fieldsOf(endpoint, inner('in'), path, out); break;
    case 'array': fieldsOf(endpoint, inner('element'), [...path, '[]'], out); break;
    case 'union': for (const option of def.options as Walkable[]) fieldsOf(endpoint, option, path, out); break;
    case 'intersection': fieldsOf(endpoint, inner('left'), path, out); fieldsOf(endpoint, inner('right'), path, out); break;
    case 'record': fieldsOf(endpoint, inner('valueType'), [...path, '*'], out); break;
    case 'lazy': fieldsOf(endpoint, (def.getter as () => Walkable)(), path, out); break;
  }
  return out;
}

const fields = Object.entries(endpoints).flatMap(([name, entry]) => {
  const e = entry as { body?: Walkable; query?: Walkable };
  return [...(e.body ? fieldsOf(name, e.body) : []), ...(e.query ? fieldsOf(name, e.query) : [])];
});

describe('URL fields of the endpoint table (issue 36 finding 5)', () => {
  it('finds the URL fields, the business logo among them', () => {
    const names = fields.map((f) => `${f.endpoint} ${f.path}`);
    expect(names).toContain('updateBusinessSettings logo_url');
    expect(names).toContain('updateOffer offer_url');
    expect(names).toContain('updateSocialProofSettings install_url');
    expect(fields.length).toBeGreaterThan(20);
  });

  it.each(fields.map((f) => [`${f.endpoint} ${f.path}`, f] as const))('%s refuses javascript:, data:, vbscript: and //host', (_name, field) => {
    for (const value of BAD) expect(field.schema.safeParse(value).success, value).toBe(false);
  });

  it('the business logo still takes a web URL, an upload path and nothing', () => {
    const logo = fields.find((f) => f.endpoint === 'updateBusinessSettings' && f.path === 'logo_url')!;
    for (const value of ['https://cdn.example.com/logo.png', '/uploads/abc/logo.png', null]) expect(logo.schema.safeParse(value).success, String(value)).toBe(true);
  });
});
