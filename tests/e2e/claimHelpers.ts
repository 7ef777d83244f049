// Helpers of the browser tests that need customers' claims: a campaign's short link code, read
// with the owner's login, and a customer walking a campaign's flow over HTTP (no browser), as
// the claim flow's forms post it.
import { request, type Page } from '@playwright/test';
import { apiGet } from './dashboardApi';
import { loginAs } from './fixtures';
import { pinBusiness } from './locationsHelpers';

interface SwayOfferRow { offer_summary: string; short_url_id: string | null }

/** The short link code of a campaign, read with the business owner's login. */
export async function shortLinkOf(page: Page, owner: string, business: string, summary: string): Promise<string> {
  await loginAs(page, owner);
  await pinBusiness(page, business);
  const offers = await apiGet<SwayOfferRow[]>(page, 'swayOffer');
  // Another test may be saving the summary with a character more for a moment.
  const code = offers.find((o) => o.offer_summary.startsWith(summary))?.short_url_id;
  if (!code) throw new Error(`no short link for ${summary}`);
  return code;
}

/** One customer completes the campaign with `screenshot` (a JPEG) and `contact`; its own cookies. */
export async function claimOverHttp(baseURL: string, code: string, screenshot: Buffer, contact: Record<string, string>) {
  const customer = await request.newContext({ baseURL });
  try {
    const step = async (name: string, fields: Record<string, string> = {}) => {
      const res = await customer.post(`/c/${code}/step`, { form: { step: name, ...fields }, maxRedirects: 0 });
      if (res.status() !== 303) throw new Error(`step ${name}: ${res.status()} ${(await res.text()).slice(0, 300)}`);
    };
    await step('campaign');
    const grant = await customer.post(`/c/${code}/upload`, { data: { ext: 'jpg' } });
    const { signedUrl, publicUrl, contentType } = (await grant.json()) as { signedUrl: string; publicUrl: string; contentType: string };
    const put = await customer.put(new URL(signedUrl).pathname + new URL(signedUrl).search, { headers: { 'content-type': contentType }, data: screenshot });
    if (!put.ok()) throw new Error(`upload: ${put.status()}`);
    await step('claim', { image_url: publicUrl });
    await step('proofRequirements');
    await step('contactInfo', contact);
  } finally {
    await customer.dispose();
  }
}
