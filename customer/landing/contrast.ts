// Colour contrast of a landing page's colour pairs (issue 34: nothing stopped dark text on a dark
// background). WCAG 2 relative luminance and contrast ratio; AA asks 4.5:1 for body text.
import { landingColors } from './render';

export const WCAG_AA = 4.5;

/** The relative luminance of '#rrggbb' (WCAG 2.x definition). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The pairs a visitor reads: the text on the background, the button text on the buttons. */
export const READ_PAIRS = [['text', 'background'], ['button_text', 'accent']] as const;

/** Each read pair below AA, with its ratio (rounded down to one decimal, so 4.49 does not show as 4.5). */
export function lowContrastPairs(colors: Record<string, string>): { fore: string; back: string; ratio: number }[] {
  const c = landingColors(colors);
  return READ_PAIRS
    .map(([fore, back]) => ({ fore, back, ratio: contrastRatio(c[fore], c[back]) }))
    .filter((p) => p.ratio < WCAG_AA)
    .map((p) => ({ ...p, ratio: Math.floor(p.ratio * 10) / 10 }));
}
