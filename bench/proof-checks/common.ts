// What the proof-check benchmark's scripts share: their command-line options, percentiles and
// shares, and the campaign tags a fixture's label asks for.
import type { RequiredTag } from '../../server/domain/proofChecks/match';
import type { Label } from './generate';

export const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

// Sorting, not Math.max(...values): a slow OCR pass on a busy machine collects more request times than a call's arguments may hold.
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : NaN;
};
export const round = (n: number, digits = 1) => Number(n.toFixed(digits));
export const pct = (n: number, d: number) => (d ? round((100 * n) / d) : NaN);

export function requiredOf(label: Label): RequiredTag[] {
  return [
    ...label.campaign.mentions.map((value) => ({ kind: 'mention' as const, value })),
    ...label.campaign.hashtags.map((value) => ({ kind: 'hashtag' as const, value })),
    ...label.campaign.extraWords.map((value) => ({ kind: 'word' as const, value })),
  ];
}
