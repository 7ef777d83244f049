// What a voucher page says in each state (issue 32), in the customer's words: waiting for review,
// ready (code, QR, PIN), redeemed (when and where, nothing to show), refused (why, for customers,
// with a one-tap retry), expired. Only the ready state shows the campaign's voucher screen; the
// others never show a coupon or "show this at the counter".
import { escapeHtml as e } from '../lib/html';
import { redeemedWhen } from '../domain/voucherRedeem';

export type VoucherPageState = 'PENDING' | 'READY' | 'REDEEMED' | 'DENIED' | 'EXPIRED';

export const VOUCHER_PAGE_TEXTS = {
  PENDING: {
    heading: 'We are checking your post', text: 'Your voucher will appear on this page once your post is approved.',
    checking: 'Our automatic check is looking at your screenshot now. This page updates by itself.',
  },
  READY: { counter: 'Show this page at the counter. It can be used once.', pin: 'Or tell the staff your PIN:' },
  REDEEMED: { heading: 'This voucher has been used', thanks: (brand: string) => `Thank you for visiting ${brand}!` },
  DENIED: { heading: 'Your post was not approved', retry: 'Try again', retryText: 'Post again or pick a clearer screenshot, then send it: it takes a minute.' },
  EXPIRED: { heading: 'This voucher has expired', text: (until: string) => `It could be used until ${until}.` },
} as const;

/** How the customer hears back while the post waits: by e-mail, by text, or on this page only. */
function keptInformed(contact: { email: string | null; phone: string | null }): string {
  const by = [contact.email ? 'e-mail' : null, contact.phone ? 'text message' : null].filter(Boolean).join(' and ');
  return by ? ` We will also tell you by ${by}.` : '';
}

/**
 * `watch`: while the automatic check runs, the URL customer/scripts/voucherWatch.ts asks for the
 * state, reloading the page once the check has decided.
 */
export function pendingBlock(contact: { email: string | null; phone: string | null }, watch: string | null = null): string {
  const t = VOUCHER_PAGE_TEXTS.PENDING;
  const checking = watch ? `<p data-watch-note>${t.checking}</p>` : '';
  return `<div class="sw-pending" role="status"${watch ? ` data-watch="${e(watch)}"` : ''}><h1>${t.heading}</h1>${checking}<p>${e(t.text + keptInformed(contact))} Keep this page: bookmark it or add it to your home screen.</p></div>`;
}

export function redeemedBlock(brand: string, at: Date, timeZone: string, location: string | null): string {
  const t = VOUCHER_PAGE_TEXTS.REDEEMED;
  return `<div class="sw-pending" role="status"><h1>${t.heading}</h1><p>${e(`Redeemed ${redeemedWhen(at, timeZone, location)}.`)}</p><p>${e(t.thanks(brand))}</p></div>`;
}

export function deniedBlock(reason: string, retryHref: string | null): string {
  const t = VOUCHER_PAGE_TEXTS.DENIED;
  return `<div class="sw-pending" role="status"><h1>${t.heading}</h1><p>${e(reason)}</p>${
    retryHref ? `<p>${t.retryText}</p><a class="sw-btn" href="${e(retryHref)}">${t.retry}</a>` : ''}</div>`;
}

export function expiredBlock(until: Date, timeZone: string): string {
  const t = VOUCHER_PAGE_TEXTS.EXPIRED;
  const day = until.toLocaleDateString('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' });
  return `<div class="sw-pending" role="status"><h1>${t.heading}</h1><p>${e(t.text(day))}</p></div>`;
}

/**
 * The ready voucher: what to do with it, said once, where the staff look (right above the code, the
 * QR code in its reserved space and the PIN), then those.
 */
export function readyBlock(code: string | null, qrSvg: string, pin: string | null): string {
  const t = VOUCHER_PAGE_TEXTS.READY;
  return `<p class="sw-counter">${t.counter}</p>
${code ? `<div class="sw-code" aria-label="Voucher code">${e(code)}</div>` : ''}
<div class="sw-qr" role="img" aria-label="QR code of this voucher for the staff to scan">${qrSvg}</div>
<p class="sw-pin">${t.pin} <strong>${e(pin ?? '')}</strong></p>`;
}

/**
 * A business text that only tells the customer to show the voucher at the counter ('Show this at
 * the counter', 'Show this screen at the counter to redeem it.'), which the ready page's own
 * sentence already says beside the QR code: the live page leaves such a subtitle or step out, so
 * the instruction is read once. A text that says anything more is kept as written.
 */
const ONLY_SHOW_AT_COUNTER = /^\s*(please\s+)?show\s+(this|the|your)(\s+(page|screen|voucher|coupon|code))?\s+(at|to)\s+the\s+(counter|cashier|staff)(\s+to\s+(redeem|use)(\s+it)?)?\s*[.!]?\s*$/i;
export const onlyShowAtCounter = (text: string | undefined) => Boolean(text && ONLY_SHOW_AT_COUNTER.test(text));

export function withoutCounterRepeats<T extends { subtitle?: string; steps?: { title: string; subtitle?: string; description?: string; referral_code?: string }[] }>(data: T): T {
  return {
    ...data,
    subtitle: onlyShowAtCounter(data.subtitle) ? '' : data.subtitle,
    steps: data.steps?.filter((step) => !(onlyShowAtCounter(step.title) && !step.subtitle?.trim() && !step.description?.trim() && !step.referral_code?.trim())),
  };
}
