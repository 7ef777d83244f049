// Lighthouse (mobile profile) in Debian's Chromium, for the benchmarks of public pages: scores,
// LCP, CLS and the scripts a page loaded. Asynchronous, because the server answering it may run in
// the same process. Fetches lighthouse@12 with npm exec the first time.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export async function lighthouse(url: string, dir: string, extraHeaders: Record<string, string> = {}) {
  const out = path.join(dir, `lh-${Math.random().toString(36).slice(2)}.json`);
  await promisify(execFile)('npm', ['exec', '-y', '--package=lighthouse@12', '--', 'lighthouse', url, '--quiet', '--output=json', `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices', '--form-factor=mobile', '--chrome-path=/usr/bin/chromium',
    '--chrome-flags=--headless --no-sandbox --disable-gpu', ...(Object.keys(extraHeaders).length ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : [])]);
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>; audits: Record<string, { numericValue?: number; details?: { items?: { url: string; transferSize: number; resourceType: string }[] } }>;
  };
  const score = (c: string) => Math.round((report.categories[c]?.score ?? 0) * 100);
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
  return {
    performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0), cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
    fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0), tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    scripts: scripts.map((s) => s.url),
  };
}

