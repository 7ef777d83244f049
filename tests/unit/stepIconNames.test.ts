// The step icon list shows each icon by a human name (issue 34: 'circlecheckoutline').
import { describe, expect, it } from 'vitest';
import { STEP_ICONS } from '../../contract/swayFlow';
import { i18nProvider } from '../../src/i18n';

describe('step icon names', () => {
  it.each(STEP_ICONS)('%s has a name in words, not its code name', (icon) => {
    const name = i18nProvider.translate(`swayOffers.fields.stepIcons.${icon}`);
    expect(name).not.toContain('stepIcons');
    expect(name).not.toBe(icon);
    expect(name).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });
});
