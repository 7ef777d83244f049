// The customer-facing addresses of a claim (issue 32), in one place: the voucher page, the
// one-tap retry after a denial, a campaign's and a network offer's public pages. Messages (the
// notifications module) and the pages themselves build their links here, so a message never
// points at a page that does not exist. Pure functions: publicUrl is the server's public origin
// (app.config.publicUrl, no trailing slash); keys and codes are URL-safe by construction.

/** The voucher page's path: /v/{key}. */
export const voucherPath = (voucherKey: string) => `/v/${voucherKey}`;

/** The voucher page: state, code, QR and PIN. The link every approval or voucher message carries. */
export const voucherUrl = (publicUrl: string, voucherKey: string) => `${publicUrl}${voucherPath(voucherKey)}`;

/** The path that starts a fresh attempt after a denial: /v/{key}/retry. */
export const retryPath = (voucherKey: string) => `${voucherPath(voucherKey)}/retry`;

/**
 * The link a denial message carries: it opens the campaign's link the denied claim came through
 * (its location kept) with a fresh claim, on any device; a voucher that was not denied leads to
 * its own page instead.
 */
export const retryUrl = (publicUrl: string, voucherKey: string) => `${publicUrl}${retryPath(voucherKey)}`;

/** A campaign's page: /c/{code}, the short link's or a location link's code. */
export const campaignPath = (linkCode: string) => `/c/${linkCode}`;
export const campaignUrl = (publicUrl: string, linkCode: string) => `${publicUrl}${campaignPath(linkCode)}`;

/** A network offer's share page: /share/offer/{offerId}. */
export const shareOfferPath = (offerId: number) => `/share/offer/${offerId}`;
export const shareOfferUrl = (publicUrl: string, offerId: number) => `${publicUrl}${shareOfferPath(offerId)}`;
