// The landing page editor's contrast check (issue 34): WCAG 2 ratios, and the pairs below AA.
import { renderToString } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { contrastRatio, lowContrastPairs } from '../../customer/landing/contrast';
import { ContrastWarning } from '../../resources/swayOffersLandingPage/ContrastWarning';
import { i18nProvider } from '../../src/i18n';

const warning = (colors: Record<string, string>) =>
  renderToString(<I18nContext.Provider value={i18nProvider}><ContrastWarning colors={colors} /></I18nContext.Provider>);

describe('landing page contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('names dark text on a dark background and leaves readable pairs alone', () => {
    expect(lowContrastPairs({ background: '#222222', text: '#333333' })).toEqual([{ fore: 'text', back: 'background', ratio: 1.2 }]);
    expect(lowContrastPairs({})).toEqual([]);
    expect(lowContrastPairs({ background: '#fff8f0', text: '#222222', accent: '#d32f2f' })).toEqual([]);
    expect(lowContrastPairs({ accent: '#ffff00' })).toEqual([{ fore: 'button_text', back: 'accent', ratio: 1 }]);
  });
});

describe('the editor\'s contrast warning', () => {
  it('says which colours are hard to read, and nothing for readable ones', () => {
    expect(warning({ background: '#222222', text: '#333333' }))
      .toContain('Text on Background: contrast 1.2:1, below the 4.5:1 WCAG AA asks for text.');
    expect(warning({ background: '#fff8f0', text: '#222222' })).toBe('');
  });
});
