// The automatic proof checks' rules (issue 13): tag matching under OCR noise, case and accents;
// blank extra words; the post date; and each review level's decision table.
import { describe, expect, it } from 'vitest';
import type { ProofSignal, RequiredTag } from '../../contract/proofChecks';
import { decide, type CheckFindings } from '../../server/domain/proofChecks/decide';
import { findRequired } from '../../server/domain/proofChecks/match';
import { postDateIn } from '../../server/domain/proofChecks/postDate';
import { requiredTags } from '../../server/domain/proofChecks/requiredTags';

const hashtag = (value: string): RequiredTag => ({ kind: 'hashtag', value });
const mention = (value: string): RequiredTag => ({ kind: 'mention', value });
const word = (value: string): RequiredTag => ({ kind: 'word', value });
const missingOf = (text: string, tags: RequiredTag[]) => findRequired(text, tags).missing.map((t) => t.value);

describe('finding required tags in OCR text', () => {
  it('ignores case, accents, joiners and the usual OCR confusions', () => {
    const tags = [hashtag('TonysPizza'), mention('luna_cafe'), word('Café'), hashtag('brooklyn2026')];
    expect(missingOf('so good!! #tonyspizza @LUNA_CAFE cafe #Brooklyn2O26', tags)).toEqual([]);
    expect(missingOf('#T0nysPizza @luna cafe CAFÉ #brook1yn2026', tags)).toEqual([]);
    expect(missingOf('#TonysPizza © luna_cafe. Cafe, #brooklyn 2026', tags)).toEqual([]);
    expect(missingOf('shoutout to @luna_cafe! #TonysPizza. café #brooklyn2026!', tags)).toEqual([]);
  });

  it('allows for OCR reading a sign as a letter and ñ as fi, for tags long enough not to be ordinary words', () => {
    expect(missingOf('@Iluna_cafe Enamaste jalapefio', [mention('luna_cafe'), hashtag('namaste'), word('jalapeño')])).toEqual([]);
    expect(missingOf('atonyspizzabk Htonyspizza', [mention('tonyspizzabk'), hashtag('TonysPizza')])).toEqual([]);
    expect(missingOf('Had a great time', [hashtag('ad')])).toEqual(['ad']);
    expect(missingOf('Hnamaste', [mention('namaste')])).toEqual(['namaste']);
    // A lone letter is a word (or an icon read as one), not a sign apart from the tag.
    expect(missingOf('Sakura Ramen Bar o\nSakura Ramen Bar', [mention('sakura.ramen')])).toEqual(['sakura.ramen']);
  });

  it('takes a hashtag only with its #, a mention only with its @, and a business name in plain text as neither', () => {
    expect(missingOf('@lunacafe TonysPizza', [hashtag('LunaCafe'), hashtag('TonysPizza')])).toEqual(['LunaCafe', 'TonysPizza']);
    expect(missingOf('#luna_cafe', [mention('luna_cafe')])).toEqual(['luna_cafe']);
    expect(missingOf('Fresh bread from Petit Four Bakery', [hashtag('PetitFour')])).toEqual(['PetitFour']);
    expect(missingOf('#tonys #pizza', [hashtag('TonysPizza')])).toEqual(['TonysPizza']);
  });

  it('tolerates one misread character in a long tag, not in a short one, and never a different, shorter or longer tag', () => {
    expect(missingOf('#brooklyneals', [hashtag('brooklyneats')])).toEqual([]);
    expect(missingOf('#piza', [hashtag('pizza')])).toEqual(['pizza']);
    expect(missingOf('#BarberLoung #BarberLoungee', [hashtag('BarberLounge')])).toEqual(['BarberLounge']);
    expect(missingOf('#TonysPizzaNYC #TonysBurgers', [hashtag('TonysPizza')])).toEqual(['TonysPizza']);
    expect(missingOf('nothing here at all', [mention('tonyspizzabk')])).toEqual(['tonyspizzabk']);
  });

  it('allows an upright stroke read twice in a long tag, never another letter more or a doubled stroke in a short tag', () => {
    expect(missingOf('#GreenlLeaf #shopllocal', [hashtag('GreenLeaf'), hashtag('shoplocal')])).toEqual([]);
    expect(missingOf('#Greenl Leaf', [hashtag('GreenLeaf')])).toEqual([]);
    expect(missingOf('#GreenLeafs #GreenLeafl #GreenLeaf1', [hashtag('GreenLeaf')])).toEqual(['GreenLeaf']);
    expect(missingOf('#alle', [hashtag('ale')])).toEqual(['ale']);
  });

  it('allows one f read as t in a tag of any length, not two letters swapped', () => {
    expect(missingOf('#fittam', [hashtag('fitfam')])).toEqual([]);
    expect(missingOf('#fiftam', [hashtag('fitfam')])).toEqual(['fitfam']);
    expect(missingOf('#fitfan', [hashtag('fitfam')])).toEqual(['fitfam']);
  });

  it('reads ) inside a word as J and at its ends as punctuation', () => {
    expect(missingOf('#El)efeTacos (@luna_cafe)', [hashtag('ElJefeTacos'), mention('luna_cafe')])).toEqual([]);
    expect(missingOf('#Elefe)Tacos', [hashtag('ElJefeTacos')])).toEqual(['ElJefeTacos']);
  });

  it('gives a sign read apart the next token alone, and a handle cut at its _ its rest', () => {
    expect(missingOf('© luna_cafe', [mention('luna_cafe')])).toEqual([]);
    // An icon read as @ before a business name in plain text is not the business's handle.
    expect(missingOf('@ Sakura Ramen', [mention('sakuraramen')])).toEqual(['sakuraramen']);
    expect(missingOf('@luna_ cafe.', [mention('luna_cafe'), word('cafe')])).toEqual(['cafe']);
    expect(missingOf('@luna_cafe cafe', [word('cafe')])).toEqual([]);
    expect(missingOf('@luna. cafe', [word('cafe')])).toEqual([]);
  });

  it('finds a phrase or a word split across tokens, and ignores blank extra words', () => {
    expect(missingOf('we had pizza  night here', [word('Pizza Night')])).toEqual([]);
    expect(missingOf('we had pizza. Night out!', [word('Pizza Night')])).toEqual([]);
    expect(missingOf('pizza is good at night', [word('Pizza Night')])).toEqual(['Pizza Night']);
    expect(missingOf('#tonys pizza', [hashtag('TonysPizza')])).toEqual([]);
    const result = findRequired('anything', [word('   '), word('')]);
    expect(result).toEqual({ found: [], missing: [] });
  });
});

describe('what a screenshot must show', () => {
  const offer = { hashtags: ['#TonysPizza', ' ', '#TonysPizza'], instagramMentions: ['@tonyspizzabk'], facebookMentions: ['Tonys Pizza'], tiktokMentions: [] };
  const flow = { claim_data: { extra_word_check: ['slice'] }, side_effect_data: { extra_word_check: [' delicious ', '', 'slice'] } };
  it('takes the hashtags, the platform\'s mentions and the extra words for a post, nothing of what a review says', () => {
    expect(requiredTags(offer, flow, 'INSTAGRAM_POST')).toEqual([hashtag('TonysPizza'), mention('tonyspizzabk'), word('delicious'), word('slice')]);
    expect(requiredTags(offer, flow, 'FACEBOOK_POST')).toContainEqual(mention('Tonys Pizza'));
    expect(requiredTags(offer, flow, 'ONLINE_REVIEW')).toEqual([]);
  });

  it('adds the disclosure when the campaign asks for it: #ad on a post, the reward sentence in a review', () => {
    const asking = { ...flow, claim_data: { ...flow.claim_data, ask_for_disclosure: true } };
    expect(requiredTags(offer, asking, 'TIK_TOK').at(-1)).toEqual(hashtag('ad'));
    expect(requiredTags(offer, asking, 'ONLINE_REVIEW')).toEqual([word('got a reward')]);
    expect(findRequired('Great pie. I got a reward from Tony\'s for this review.', [word('got a reward')]).missing).toEqual([]);
    expect(missingOf('#adventure #bad', [hashtag('ad')])).toEqual(['ad']);
  });
});

describe('the post date on a screenshot', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('reads relative times and dates, taking the most recent', () => {
    expect(postDateIn('liked by ana · 2 hours ago', now)).toEqual(new Date('2026-11-26T10:00:00Z'));
    expect(postDateIn('ana 3d', now)).toEqual(new Date('2026-11-23T12:00:00Z'));
    expect(postDateIn('Posted November 20 · Edited Nov 21, 2026', now)).toEqual(new Date('2026-11-21T00:00:00Z'));
    expect(postDateIn('Dec 30', new Date('2027-01-02T00:00:00Z'))).toEqual(new Date('2026-12-30T00:00:00Z'));
    expect(postDateIn('no date on this one', now)).toBeNull();
  });
});

describe('the review levels', () => {
  const read = { text: 'Best slice in town #TonysPizza delicious', confidence: 91 };
  const base: CheckFindings = { reading: read, found: [hashtag('TonysPizza'), word('delicious')], missing: [], tooOld: false, signals: [] };
  const reused: ProofSignal = { kind: 'REUSED_IMAGE', proof_id: 12, same_business: true, count: null };
  const table: [string, CheckFindings, Record<string, string>][] = [
    ['everything found', base, { AUTO: 'APPROVED', OCR_PERMISSIVE: 'APPROVED', OCR_STRICT: 'APPROVED', OCR_MANUAL: 'REVIEW', REVIEW: 'REVIEW' }],
    ['extra word missing', { ...base, found: [hashtag('TonysPizza')], missing: [word('delicious')] },
      { AUTO: 'APPROVED', OCR_PERMISSIVE: 'APPROVED', OCR_STRICT: 'DENIED', OCR_MANUAL: 'REVIEW', REVIEW: 'REVIEW' }],
    ['hashtag missing', { ...base, found: [word('delicious')], missing: [hashtag('TonysPizza')] },
      { AUTO: 'APPROVED', OCR_PERMISSIVE: 'REVIEW', OCR_STRICT: 'DENIED', OCR_MANUAL: 'REVIEW', REVIEW: 'REVIEW' }],
    ['unreadable', { ...base, reading: { text: 'x', confidence: 20 }, found: [], missing: [hashtag('TonysPizza')] },
      { AUTO: 'APPROVED', OCR_PERMISSIVE: 'REVIEW', OCR_STRICT: 'REVIEW', OCR_MANUAL: 'REVIEW', REVIEW: 'REVIEW' }],
    ['post too old', { ...base, tooOld: true }, { AUTO: 'APPROVED', OCR_PERMISSIVE: 'APPROVED', OCR_STRICT: 'DENIED', OCR_MANUAL: 'REVIEW', REVIEW: 'REVIEW' }],
    ['tag missing from a reading not sure enough to deny', { ...base, reading: { ...read, confidence: 70 }, found: [word('delicious')], missing: [hashtag('TonysPizza')] },
      { AUTO: 'APPROVED', OCR_PERMISSIVE: 'REVIEW', OCR_STRICT: 'REVIEW', OCR_MANUAL: 'REVIEW', REVIEW: 'REVIEW' }],
    ['everything found, but a reused image', { ...base, signals: [reused] },
      { AUTO: 'REVIEW', OCR_PERMISSIVE: 'REVIEW', OCR_STRICT: 'REVIEW', OCR_MANUAL: 'REVIEW', REVIEW: 'REVIEW' }],
  ];
  it.each(table)('%s', (_name, findings, expected) => {
    const got = Object.fromEntries(Object.keys(expected).map((level) => [level, decide(level as never, findings).decision]));
    expect(got).toEqual(expected);
  });

  it('says why, in words an admin reads in the proof\'s history', () => {
    expect(decide('OCR_STRICT', { ...base, found: [], missing: [hashtag('TonysPizza'), mention('tonyspizzabk')] }).reason)
      .toBe('Denied automatically: not found on the screenshot: #TonysPizza, @tonyspizzabk');
    expect(decide('AUTO', { ...base, signals: [reused] }).reason).toBe('Sent to review: the same screenshot was sent before (proof #12)');
    expect(decide('OCR_PERMISSIVE', { ...base, signals: [{ kind: 'REPEAT_CLAIMER', proof_id: null, same_business: true, count: 4 }] }).reason)
      .toBe('Sent to review: this customer sent 4 proofs in the last 30 days');
  });
});
