// Whether a landing page change holds only what is stored (issue 34: every blur saved again and
// said 'Landing page updated'). The change names fields as the update does (landingPageName,
// layoutData), the page as the API answers (landing_page_name, layout_data); a layout is compared
// by content, whatever the order of its keys.
import type { LandingPage, LandingPageUpdate } from '../../contract/landingPages';

const STORED_AS = { landingPageName: 'landing_page_name', customUrl: 'custom_url', layoutData: 'layout_data' } as const;

/** JSON with sorted keys, so {a, b} and {b, a} read the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const layoutOf = (v: unknown) => {
  const l = (v ?? {}) as Record<string, unknown>;
  return { colors: l.colors ?? {}, text: l.text ?? {}, images: l.images ?? {} };
};

export function isUnchanged(page: LandingPage, changes: LandingPageUpdate): boolean {
  return (Object.keys(changes) as (keyof LandingPageUpdate)[]).every((key) => {
    const stored = page[STORED_AS[key]];
    const next = changes[key];
    if (key === 'layoutData') return canonical(layoutOf(stored)) === canonical(layoutOf(next));
    return canonical(stored || null) === canonical(next || null);
  });
}
