// Form values -> the PUT/POST body: client fields always, admin-only fields only when the user may
// edit them (control offers/editAdminFields; the server refuses them from business users), dates
// as ISO instants, blanks as null.
import type { Offer, OfferUpdateRequest } from '../../contract/offers';
import { savedOrderUrl } from '../../contract/validation';

export type OfferFormValues = Partial<Offer> & { location_tag_ids?: number[] };

const dayToIso = (v: unknown): string | null => {
  if (v == null || v === '') return null;
  const s = String(v);
  const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00`) : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};
const blank = (v: unknown) => (v == null || String(v).trim() === '' ? null : String(v).trim());

export function toOfferBody(v: OfferFormValues, withAdminFields: boolean, lite = false): OfferUpdateRequest {
  const body: OfferUpdateRequest = {
    offer_type: v.offer_type,
    offer_order_flow_type: v.offer_order_flow_type,
    offer_summary: v.offer_summary,
    offer_image_url: blank(v.offer_image_url),
    offer_url: savedOrderUrl(v.offer_url),
    offer_description_url: blank(v.offer_description_url),
    offer_phone: blank(v.offer_phone),
    hashtags: v.hashtags ?? [],
    instagram_mentions: v.instagram_mentions ?? [],
    facebook_mentions: v.facebook_mentions ?? [],
  };
  if (!lite) {
    Object.assign(body, {
      offer_start_date: dayToIso(v.offer_start_date),
      offer_special_instructions: blank(v.offer_special_instructions),
      event_date_option: v.event_date_option ?? [],
      coupon_code: blank(v.coupon_code),
      coupon_image_url: blank(v.coupon_image_url),
      coupon_size: v.coupon_size ?? 'medium',
    });
  }
  if (withAdminFields) {
    Object.assign(body, {
      expiration_date: dayToIso(v.expiration_date),
      custom_description: blank(v.custom_description),
      tasks: v.tasks ?? [],
      offers_to_grant_per_month: Number(v.offers_to_grant_per_month ?? 0),
      number_tasks_required: Number(v.number_tasks_required ?? 1),
      min_days_between_offer: Number(v.min_days_between_offer ?? 30),
      display_priority: v.offer_type === 'WEB' && v.display_priority != null && String(v.display_priority) !== '' ? Number(v.display_priority) : null,
      internal_notes: blank(v.internal_notes),
    });
  }
  return body;
}
