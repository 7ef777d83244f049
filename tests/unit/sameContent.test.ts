// Reused images, not reused layouts (issue 33): two posts drawn in one layout are different
// pictures, and a re-send of one (resized, cropped, re-compressed, PNG↔JPEG) is the same.
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { contentSimilarity, sameContent, SAME_CONTENT_MIN_SCORE } from '../../server/domain/proofChecks/sameContent';
import { alignedSimilarity } from '../../server/domain/proofChecks/sameContentSearch';

// The search as this thread would run it: counted, so the test can tell it ran elsewhere.
vi.mock('../../server/domain/proofChecks/sameContentSearch', async (original) => {
  const actual = await original<typeof import('../../server/domain/proofChecks/sameContentSearch')>();
  return { ...actual, alignedSimilarity: vi.fn(actual.alignedSimilarity) };
});
import { thread } from '../helpers/threadScreenshot';
import { imageHashes, sameImage } from '../../server/domain/proofChecks/imageHash';

describe('sameContent', () => {
  it('tells two posts in one layout apart, where the hash takes them for one image', async () => {
    // Seeds 1 and 7 hash 6 bits apart: the hash alone flags them as "the same screenshot".
    const [first, seventh, third] = await Promise.all([thread(1), thread(7), thread(3)]);
    expect(sameImage(await imageHashes(first), await imageHashes(seventh))).toBe(true);
    expect(await contentSimilarity(first, seventh)).toBeLessThan(SAME_CONTENT_MIN_SCORE);
    expect(await sameContent(seventh, third)).toBe(false);
  });

  it('finds a post sent again resized, cropped on any edge, re-compressed or as a JPEG', async () => {
    const original = await thread(1);
    const resends = await Promise.all([
      sharp(original).resize(195).png().toBuffer(),
      sharp(original).extract({ left: 30, top: 60, width: 330, height: 724 }).jpeg({ quality: 80 }).toBuffer(),
      sharp(original).extract({ left: 0, top: 40, width: 390, height: 700 }).png().toBuffer(),
      sharp(original).resize(300).jpeg({ quality: 40 }).toBuffer(),
    ]);
    for (const again of resends) expect(await sameContent(original, again)).toBe(true);
    // Either way round: the earlier image may be the cropped one.
    expect(await sameContent(resends[1]!, original)).toBe(true);
  });

  // Decision 0276: about 150 ms of CPU a comparison, which on the event loop held every request.
  it('searches in a worker thread, never on the thread that answers requests', async () => {
    const original = await thread(1);
    const again = await sharp(original).resize(300).jpeg({ quality: 60 }).toBuffer();
    expect(await sameContent(original, again)).toBe(true);
    expect(vi.mocked(alignedSimilarity)).not.toHaveBeenCalled();
  });
});
