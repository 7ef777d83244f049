// A landing page change equal to what is stored sends nothing (issue 34: every blur of a
// customisation field saved again, because the layout was compared under the wrong name).
import { describe, expect, it } from 'vitest';
import type { LandingPage } from '../../contract/landingPages';
import { isUnchanged } from '../../resources/swayOffersLandingPage/unchanged';

const page = {
  id: 1, landing_page_name: 'Rewards', custom_url: null, public_url: null, sway_offers: [],
  layout_data: { colors: { background: '#ffffff', text: '#222222' }, text: {}, images: {} },
} as unknown as LandingPage;

describe('isUnchanged', () => {
  it('finds the stored layout, name and address unchanged, whatever the order of keys', () => {
    expect(isUnchanged(page, { layoutData: { colors: { text: '#222222', background: '#ffffff' }, text: {}, images: {} } })).toBe(true);
    expect(isUnchanged(page, { landingPageName: 'Rewards' })).toBe(true);
    expect(isUnchanged(page, { customUrl: null })).toBe(true);
  });

  it('sees a changed text, colour or name', () => {
    expect(isUnchanged(page, { layoutData: { colors: { background: '#ffffff', text: '#222222' }, text: { footer: 'Hi' }, images: {} } })).toBe(false);
    expect(isUnchanged(page, { layoutData: { colors: { background: '#000000', text: '#222222' }, text: {}, images: {} } })).toBe(false);
    expect(isUnchanged(page, { landingPageName: 'Other' })).toBe(false);
  });
});
