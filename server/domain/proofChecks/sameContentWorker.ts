// The worker thread of sameContent.ts: the aligned comparison of two decoded screenshots, away
// from the server's event loop (docs/decisions/0276-image-comparison-off-the-event-loop.md).
import { alignedSimilarity, type Grey } from './sameContentSearch';

export default function compare({ a, b }: { a: Grey; b: Grey }): number {
  return alignedSimilarity(a, b);
}
