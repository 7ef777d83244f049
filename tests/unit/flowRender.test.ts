// The customer's flow screens as HTML (customer/flow/render.ts): every business-written text is
// escaped and only web or own-host URLs are loaded, whatever the editor saved.
import { describe, expect, it } from 'vitest';
import { defaultFlow } from '../../contract/swayFlowDefaults';
import { FLOW_SCREENS } from '../../contract/swayFlowRules';
import { renderFlowScreen, type CampaignView } from '../../customer/flow/render';

const attack = '<img src=x onerror=alert(1)>';
const { side_effect_data: _private, ...flow } = defaultFlow({ claim_enabled: true, contact_info_enabled: true, end_type: 'VOUCHER' });
const view: CampaignView = {
  brand: attack, logoUrl: 'javascript:alert(1)',
  offer: {
    offer_summary: attack, offer_image_url: 'data:text/html,<script>', hashtags: [attack], instagram_mentions: [], facebook_mentions: [],
    tiktok_mentions: [], google_review_url: 'javascript:alert(1)', facebook_review_url: null, proof_sample_images: {}, tasks: ['INSTAGRAM_POST'],
  },
  flow: {
    ...flow,
    voucher_data: { ...flow.voucher_data, title: attack, couponImgUrl: '/uploads/coupon.png' },
    contact_info_data: { ...flow.contact_info_data, title: attack, ask_for_google_review: true, font_color: '"><script>' },
  },
};

describe('renderFlowScreen', () => {
  it.each(FLOW_SCREENS)('escapes business text and refuses unsafe URLs on the %s screen', (screen) => {
    const html = renderFlowScreen(screen, view, { actions: true });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
  });

  it('shows what the flow holds: the summary, the tasks, the voucher with its coupon and code', () => {
    const campaign = renderFlowScreen('campaign', view, { actions: true });
    expect(campaign).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(campaign).toContain('Post on Instagram');
    expect(campaign).toContain('data-next');
    expect(renderFlowScreen('campaign', view, { actions: false })).not.toContain('data-next');
    const voucher = renderFlowScreen('voucher', view, { actions: true, voucherCode: 'PIZZA-42' });
    expect(voucher).toContain('src="/uploads/coupon.png"');
    expect(voucher).toContain('sw-coupon medium outline');
    expect(voucher).toContain('PIZZA-42');
  });

  it('tells a reviewer the reward does not depend on the rating, asks for words of posts only, and asks for the disclosure when set', () => {
    const review: CampaignView = {
      ...view, brand: "Tony's",
      offer: { ...view.offer, tasks: ['ONLINE_REVIEW'] },
      flow: { ...view.flow, claim_data: { ...view.flow.claim_data, extra_word_check: ['delicious'], ask_for_disclosure: true } },
    };
    const claim = renderFlowScreen('claim', review, { actions: true });
    expect(claim).toContain('Your reward does not depend on your rating or on what you write. Please say what you honestly think.');
    expect(claim).not.toContain('delicious');
    expect(claim).toContain('<h2>Say that you got a reward</h2><ul class="sw-tags"><li>I got a reward from Tony&#39;s for this review.</li></ul>');
    const post = renderFlowScreen('claim', { ...review, offer: { ...review.offer, tasks: ['INSTAGRAM_POST'] } }, { actions: true });
    expect(post).not.toContain('Your reward does not depend');
    expect(post).toContain('delicious');
    expect(post).toContain('<li>#ad</li>');
  });
});
