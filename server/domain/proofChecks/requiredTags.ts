// What a proof's screenshot must show (issue 13 item 1): the campaign's hashtags and the mentions
// of the proof's platform for a post, and the extra words of the review level (side_effect_data,
// which the editor shows for OCR levels) and of the claim step. A review task has no tags: a
// review names the business by where it is written, and its rating is never read.
import type { RequiredTag } from '../../../contract/proofChecks';
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
  const words = clean([...(flow.side_effect_data.extra_word_check ?? []), ...(flow.claim_data.extra_word_check ?? [])], /^$/);
  const tags: RequiredTag[] = [];
  if (POST_TASKS.has(proofType)) {
    tags.push(...clean(offer.hashtags, /^#+/).map((value) => ({ kind: 'hashtag' as const, value })));
    const mentions = MENTIONS_BY_TASK[proofType];
    if (mentions) tags.push(...clean(offer[mentions], /^@+/).map((value) => ({ kind: 'mention' as const, value })));
  }
  tags.push(...words.map((value) => ({ kind: 'word' as const, value })));
  return tags;
}
