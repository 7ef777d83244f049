// The candidate rule for reused images that bench/proof-checks measures (issue 33; not used by the
// server, decision 0224): once two screenshots whose hashes match are read,
// their word pairs tell a re-send (the same words in the same order, a few misread, some cut off by
// a crop) from another post in the same app's layout (the layout's words and the campaign's tags).
import { describe, expect, it } from 'vitest';
import { clearlyDifferentText, SAME_TEXT_MIN_SHARE, sharedWords, TEXT_PAIRS_TO_JUDGE } from '../../bench/proof-checks/sameText';

const THREAD_A = `Comments
maria_g 2h Best oat latte in town, the croissants are still warm at nine Reply
tom.eats 1h @beanthere_cafe you never miss #BeanThereBrews Reply
ana_reads 45m Cozy corner seats and quiet music, perfect for a Sunday Reply
View 12 more replies Add a comment...`;
const THREAD_B = `Comments
nina.k 3h Quiet spot to work, banana bread is the best I had this year Reply
raj_walks 2h @beanthere_cafe cold brew on point #BeanThereBrews Reply
eva_m 20m Lovely staff, bring your laptop and stay for lunch Reply
View 12 more replies Add a comment...`;

describe('telling a re-send from another post in the same layout by its words', () => {
  it('takes two comment threads of the same app and campaign for different posts', () => {
    expect(sharedWords(THREAD_A, THREAD_B)).toBeLessThan(SAME_TEXT_MIN_SHARE);
    expect(clearlyDifferentText(THREAD_A, THREAD_B)).toBe(true);
  });

  it('takes the same thread read again, with misread words, other case and lines cut off by a crop, for the same post', () => {
    const misread = THREAD_A.replace('croissants', 'croissamts').replace('Sunday', 'Sundav').replace('quiet', 'qu1et').toUpperCase();
    expect(clearlyDifferentText(THREAD_A, misread)).toBe(false);
    const cropped = THREAD_A.split('\n').slice(1, 4).join('\n');
    expect(sharedWords(THREAD_A, cropped)).toBe(1);
    expect(clearlyDifferentText(cropped, THREAD_A)).toBe(false);
  });

  it('leaves a reading too short to judge to the hash: a photo with only the sticker on it', () => {
    const sticker = '@BEANTHERE_CAFE ♥ #BeanThereBrews';
    expect(sharedWords(sticker, THREAD_B)).toBeNull();
    expect(clearlyDifferentText(sticker, '#OtherTag @someone_else photo')).toBe(false);
    expect(TEXT_PAIRS_TO_JUDGE).toBeGreaterThan(3);
  });
});
