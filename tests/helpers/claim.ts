// A customer walking a sway campaign's claim flow over HTTP (issue 12), for the API tests and the
// claim benchmark: campaigns written straight to the database, the form posts a phone makes, the
// cookie the flow keeps, and a signed screenshot upload.
import type { FastifyInstance } from 'fastify';
import type { Flow } from '../../contract/swayFlow';
import { codeLists, codes, shortUrls, swayFlows, swayOffers } from '../../server/db/schema';

/** The smallest bytes the upload's type sniffing takes for a JPEG. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

let counter = 0;

export async function createCampaign(app: FastifyInstance, businessId: number, options: {
  flow?: Partial<Flow>; summary?: string; expired?: boolean; codes?: string[]; addressId?: number; tasks?: string[];
  hashtags?: string[]; instagramMentions?: string[];
} = {}) {
  const [offer] = await app.db.insert(swayOffers).values({
    businessId, offerSummary: options.summary ?? 'Free drink for a post', expired: options.expired ?? false, tasks: options.tasks ?? ['INSTAGRAM_POST'],
    hashtags: options.hashtags ?? ['#tonys'], instagramMentions: options.instagramMentions ?? [],
  }).returning();
  const flow = options.flow ?? {};
  await app.db.insert(swayFlows).values({
    swayOfferId: offer!.id,
    claimEnabled: flow.claim_enabled ?? true,
    claimData: flow.claim_data ?? { step_one_title: 'Upload your screenshot', require_social_proof: true },
    proofRequirementsData: flow.proof_requirements_data ?? { title: 'What we look for' },
    contactInfoEnabled: flow.contact_info_enabled ?? true,
    contactInfoData: flow.contact_info_data ?? {
      title: 'Where should we send your voucher?', collect_contact_info: ['FIRST_NAME', 'EMAIL_ADDRESS'], required_contact_info: ['EMAIL_ADDRESS'],
      prevent_duplicate_contact_info: ['EMAIL_ADDRESS'],
    },
    endType: flow.end_type ?? 'VOUCHER',
    voucherData: flow.voucher_data ?? { title: 'Your voucher' },
    whatsNextData: flow.whats_next_data ?? { title: "What's next" },
    sideEffectData: flow.side_effect_data ?? { auto_check_proofs: 'REVIEW' },
  });
  counter += 1;
  const code = `c${offer!.id}x${counter}${Date.now().toString(36)}`;
  await app.db.insert(shortUrls).values({ id: code, businessId, swayOfferId: offer!.id, addressId: options.addressId ?? null, url: `/c/${code}` });
  if (options.codes) {
    const [list] = await app.db.insert(codeLists).values({ businessId, swayOfferId: offer!.id, kind: 'SWAY', listName: 'Test codes' }).returning();
    if (options.codes.length) await app.db.insert(codes).values(options.codes.map((value) => ({ codeListId: list!.id, value })));
  }
  return { offer: offer!, code };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** One phone: keeps the flow's cookies between requests like a browser does. */
export function customerOn(app: FastifyInstance, code: string) {
  const jar = new Map<string, string>();
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = () => (jar.size ? { cookie: cookie() } : {});
  const page = async () => {
    const res = await app.inject({ method: 'GET', url: `/c/${code}`, headers: headers() });
    keep(res.headers['set-cookie']);
    return res;
  };
  return {
    get cookie() { return cookie(); },
    page,
    /** Posts a step; a refused one is followed to the page it redirects to (post/redirect/get), as a browser does. */
    step: async (step: string, fields: Record<string, string> = {}) => {
      const res = await app.inject({
        method: 'POST', url: `/c/${code}/step`, headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ step, ...fields }),
      });
      keep(res.headers['set-cookie']);
      return jar.has('swf') ? page() : res;
    },
    /** Asks for a signed URL and PUTs the bytes there; answers the image's public URL. */
    upload: async (bytes: Buffer = JPEG_BYTES) => {
      const grant = await app.inject({ method: 'POST', url: `/c/${code}/upload`, headers: headers(), payload: { ext: 'jpg' } });
      if (grant.statusCode !== 200) throw new Error(`upload grant ${grant.statusCode}: ${grant.body}`);
      const { signedUrl, publicUrl, contentType } = grant.json<{ signedUrl: string; publicUrl: string; contentType: string }>();
      const put = await app.inject({ method: 'PUT', url: signedUrl.replace(/^https?:\/\/[^/]+/, ''), headers: { 'content-type': contentType }, payload: bytes });
      if (put.statusCode !== 200) throw new Error(`upload PUT ${put.statusCode}: ${put.body}`);
      return publicUrl;
    },
  };
}

/** A phone that walked the default test campaign up to its contact step, with `screenshot` uploaded. */
export async function onContactStep(app: FastifyInstance, code: string, screenshot?: Buffer) {
  const phone = customerOn(app, code);
  await phone.step('campaign');
  const image = await phone.upload(screenshot);
  await phone.step('claim', { image_url: image });
  await phone.step('proofRequirements');
  return { phone, image };
}

/** Walks the default test campaign to its end; answers the last step's reply. */
export async function completeDefaultFlow(app: FastifyInstance, code: string, contact: Record<string, string>, screenshot?: Buffer) {
  const { phone, image } = await onContactStep(app, code, screenshot);
  return { phone, res: await phone.step('contactInfo', contact), image };
}
