// What a proof's screenshot must show (issue 13 items 1 and 5): for a post, the campaign's
// hashtags, the mentions of the proof's platform and the extra words of the review level
// (side_effect_data, which the editor shows for OCR levels) and of the claim step. A review must
// show nothing of what it says: asking for words in a review steers it, and its rating is never
// read (16 CFR 465.4). Either may be asked for the disclosure of the reward.
import type { RequiredTag } from '../../../contract/proofChecks';
import { disclosureTag, REVIEW_TASKS } from '../../../contract/reviewIncentives';
import type { Flow } from '../../../contract/swayFlow';

export interface TagSource {
  hashtags: string[];
  instagramMentions: string[];
  facebookMentions: string[];
  tiktokMentions: string[];
}

const MENTIONS_BY_TASK: Record<string, keyof TagSource | undefined> = {
  INSTAGRAM_POST: 'instagramMentions',
  FACEBOOK_POST: 'facebookMentions',
  TIK_TOK: 'tiktokMentions',
};
const POST_TASKS = new Set(Object.keys(MENTIONS_BY_TASK));

const clean = (values: readonly (string | null | undefined)[], strip: RegExp) =>
  [...new Set(values.map((v) => (v ?? '').trim().replace(strip, '')).filter(Boolean))];

export function requiredTags(offer: TagSource, flow: Pick<Flow, 'claim_data' | 'side_effect_data'>, proofType: string): RequiredTag[] {
  const tags: RequiredTag[] = [];
  if (POST_TASKS.has(proofType)) {
    tags.push(...clean(offer.hashtags, /^#+/).map((value) => ({ kind: 'hashtag' as const, value })));
    const mentions = MENTIONS_BY_TASK[proofType];
    if (mentions) tags.push(...clean(offer[mentions], /^@+/).map((value) => ({ kind: 'mention' as const, value })));
  }
  if (!REVIEW_TASKS.has(proofType)) {
    const words = clean([...(flow.side_effect_data.extra_word_check ?? []), ...(flow.claim_data.extra_word_check ?? [])], /^$/);
    tags.push(...words.map((value) => ({ kind: 'word' as const, value })));
  }
  if (flow.claim_data.ask_for_disclosure) tags.push(disclosureTag(proofType));
  return tags;
}
