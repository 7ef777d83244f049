// The documentation's references hold (issue 37): a comment, the README or a doc that names a file
// under docs/ names one that exists; the decision records stay short and all listed in their index
// (docs/decisions/README.md), including the ones added later by number.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const decisionsDir = join(root, 'docs', 'decisions');
const MAX_DECISION_LINES = 150;

// Build output, data, dependencies and binary screenshots name no documentation.
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report', 'coverage', 'screenshots']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|sql|html|css|ya?ml)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('dist-') ? [] : textFiles(path);
    return TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });
}

const files = textFiles(root);

// "docs/..." as a path of this repository: not the tail of a URL such as /api/docs/json. A path that
// goes on into a template (`docs/screenshots/${name}.png`) is checked up to its folder.
const DOCS_PATH = /(?<![\w/.-])docs\/[\w./-]*/g;

/** Each docs/... path a file mentions, trimmed of the sentence's punctuation. */
function docsPathsIn(text: string): string[] {
  return [...text.matchAll(DOCS_PATH)].map((m) => m[0].replace(/[.,:;]+$/, '')).filter((p) => p !== 'docs/');
}

/** The relative targets of a Markdown file's links ("[text](target)"), without anchors. */
function markdownLinksIn(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1].split('#')[0])
    .filter((target) => target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

const decisionFiles = readdirSync(decisionsDir).filter((name) => name.endsWith('.md') && name !== 'README.md');

describe('documentation references', () => {
  it('names only docs/ files that exist, in code, tests, bench, README and docs', () => {
    const missing = files.flatMap((file) =>
      docsPathsIn(readFileSync(file, 'utf8'))
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${relative(root, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('links only to files that exist from the README and the docs', () => {
    const markdown = files.filter((file) => file.endsWith('.md') && (file === join(root, 'README.md') || file.startsWith(join(root, 'docs'))));
    const broken = markdown.flatMap((file) =>
      markdownLinksIn(readFileSync(file, 'utf8'))
        .filter((target) => !existsSync(resolve(dirname(file), target)))
        .map((target) => `${relative(root, file)}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('no longer has the single decisions file or the old benchmark page', () => {
    expect(existsSync(join(root, 'docs', 'decisions.md'))).toBe(false);
    expect(existsSync(join(root, 'docs', 'bench-dashboard.md'))).toBe(false);
  });
});

describe('decision records', () => {
  it('are there, one decision a file', () => {
    expect(decisionFiles.length).toBeGreaterThan(0);
  });

  // The limit is a decision's; the index (README.md) and the superseded list grow a line a decision.
  it(`keep every decision to ${MAX_DECISION_LINES} lines or fewer`, () => {
    const long = decisionFiles.filter((name) => name !== 'superseded.md')
      .map((name) => ({ name, lines: readFileSync(join(decisionsDir, name), 'utf8').replace(/\n$/, '').split('\n').length }))
      .filter(({ lines }) => lines > MAX_DECISION_LINES)
      .map(({ name, lines }) => `${name}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('are each listed, linked, in the index', () => {
    const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
    const linked = new Set(markdownLinksIn(index));
    expect(decisionFiles.filter((name) => !linked.has(name))).toEqual([]);
  });
});
