// The login pages draw in plain CSS without MUI (issue 20 item 4): their stylesheet repeats the
// theme's colours, so the two must not drift apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseTheme } from '../../src/themeBase';

const css = readFileSync(new URL('../../src/layout/AuthLayout.css', import.meta.url), 'utf8');
const property = (name: string) => new RegExp(`--sway-auth-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
const paletteMain = (name: 'primary' | 'secondary' | 'error') => {
  const colour = baseTheme.palette?.[name];
  return colour && 'main' in colour ? colour.main : undefined;
};

describe('the login pages\' stylesheet', () => {
  it('draws in the theme\'s primary, secondary and error colours', () => {
    expect(property('primary')).toBe(paletteMain('primary'));
    expect(property('secondary')).toBe(paletteMain('secondary'));
    expect(property('error')).toBe(paletteMain('error'));
  });

  it('styles only elements under its own class names, so it does not leak into the console', () => {
    const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g, '')
      .replace(/@media[^{]*\{/g, '')
      .split('}').map((rule) => rule.split('{')[0]?.trim() ?? '').filter(Boolean)
      .flatMap((group) => group.split(',').map((s) => s.trim()));
    expect(selectors.length).toBeGreaterThan(40);
    for (const selector of selectors) expect(selector, selector).toMatch(/\.sway-auth|^body:has\(\.sway-auth\)$/);
  });
});
