// The texts of the customer's messages (issue 32 "Messages", issue 35): pure functions of the
// state an event left. Every approval or voucher message carries the voucher page as a link and its
// PIN; every message is signed with the business's name; a denial links to a fresh attempt.
import { escapeHtml } from '../../lib/html';
import { retryUrl, voucherUrl } from '../claims/links';
import { buildMail } from '../proofReview';
import type { ProofState, VoucherState } from './state';

export interface Message {
  /** Which of its event's messages this is: recorded once per event and key. */
  key: string;
  channel: 'EMAIL' | 'SMS';
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Template { id: string; subject: string; body: string }

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Plain paragraphs as text, and as HTML where every address is a link. */
export function emailBody(paragraphs: string[]) {
  const text = paragraphs.join('\n\n');
  const html = paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>').replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`)}</p>`)
    .join('');
  return { text, html: `<div style="font-family:sans-serif">${html}</div>` };
}

const greeting = (proof: Pick<ProofState, 'firstName'>) => `Hi ${proof.firstName?.trim() || 'there'},`;
const signature = (brand: string) => `Thank you,\n${brand}`;

/** The voucher's link, its PIN and the code, in the words the counter uses. */
function voucherLines(publicUrl: string, proof: ProofState): string[] {
  const lines: string[] = [];
  if (proof.code) lines.push(`Your code: ${proof.code}`);
  if (proof.voucherKey) {
    lines.push(`Your voucher: ${voucherUrl(publicUrl, proof.voucherKey)}`);
    if (proof.pin) lines.push(`At the counter, show that page or say your PIN: ${proof.pin}`);
  }
  return lines;
}

/** A template's paragraphs for this proof (its {code} sentences left out without a code). */
function templateParagraphs(template: Template, proof: ProofState) {
  const mail = buildMail({ ...template, createdAt: new Date() }, proof, proof.code);
  return { subject: mail.subject, paragraphs: mail.text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) };
}

function email(key: string, to: string, subject: string, paragraphs: string[]): Message {
  return { key, channel: 'EMAIL', to, subject, ...emailBody(paragraphs) };
}

const sms = (key: string, to: string, text: string): Message => ({ key, channel: 'SMS', to, subject: 'Text message', text });

/** Approved: the reward, by e-mail and by text message where each was given. */
export function approvalMessages(publicUrl: string, proof: ProofState, template: Template | null): Message[] {
  const out: Message[] = [];
  const voucher = voucherLines(publicUrl, proof);
  if (proof.email) {
    const filled = template ? templateParagraphs(template, proof) : null;
    const subject = filled?.subject ?? `Your reward from ${proof.brand}`;
    const body = filled?.paragraphs ?? [greeting(proof), `Your post for ${proof.brand} was approved. Enjoy your reward${proof.offerSummary ? `: ${proof.offerSummary}` : ''}!`];
    // A template that already gives the code keeps it; the voucher's link and PIN are always added.
    const extra = voucher.filter((line) => !(proof.code && line.startsWith('Your code:') && body.some((p) => p.includes(proof.code!))));
    out.push(email('approved', proof.email, subject, [...body, ...extra, signature(proof.brand)]));
  }
  if (proof.phone) {
    const link = proof.voucherKey ? ` Your voucher: ${voucherUrl(publicUrl, proof.voucherKey)}${proof.pin ? ` PIN ${proof.pin}` : ''}` : '';
    const code = proof.code ? ` Code: ${proof.code}.` : '';
    out.push(sms('approved-sms', proof.phone, `${proof.brand}: your post was approved!${code}${link}`));
  }
  return out;
}

/**
 * Received and waiting for a person: true to the review level (a person looks at it; the automatic
 * check could not confirm it). By e-mail; by text message only when no e-mail was given, so the
 * customer always has the voucher's link.
 */
export function receivedMessages(publicUrl: string, proof: ProofState, template: Template | null, why: 'REVIEW' | 'CHECK'): Message[] {
  const out: Message[] = [];
  const page = proof.voucherKey ? [`Your voucher page, where you will see the result: ${voucherUrl(publicUrl, proof.voucherKey)}`] : [];
  const status = why === 'CHECK'
    ? `We could not confirm your post automatically, so someone at ${proof.brand} will look at it.`
    : `Someone at ${proof.brand} will look at it.`;
  if (proof.email) {
    const filled = template ? templateParagraphs(template, proof) : null;
    out.push(email('received', proof.email, filled?.subject ?? `We received your post for ${proof.brand}`, [
      ...(filled?.paragraphs ?? [greeting(proof), `Thank you for your post!`]),
      `${status} We will e-mail you as soon as it is approved.`, ...page, signature(proof.brand),
    ]));
  } else if (proof.phone) {
    const link = proof.voucherKey ? ` Your voucher page: ${voucherUrl(publicUrl, proof.voucherKey)}` : '';
    out.push(sms('received-sms', proof.phone, `${proof.brand}: thank you for your post! ${status}${link}`));
  }
  return out;
}

/** Denied: why, in the customer's words (claims/refusal.ts), and a link to try again. */
export function denialMessages(publicUrl: string, proof: ProofState, template: Template | null, reason: string | null): Message[] {
  const out: Message[] = [];
  const retry = proof.voucherKey ? retryUrl(publicUrl, proof.voucherKey) : null;
  if (proof.email) {
    const filled = template ? templateParagraphs(template, proof) : null;
    out.push(email('denied', proof.email, filled?.subject ?? `About your post for ${proof.brand}`, [
      ...(filled?.paragraphs ?? [greeting(proof), `We could not approve the screenshot you sent${proof.offerSummary ? ` for "${proof.offerSummary}"` : ''}.${reason ? ` ${reason}` : ''}`]),
      ...(retry ? [`You are welcome to try again: ${retry}`] : []), signature(proof.brand),
    ]));
  }
  if (proof.phone && retry) {
    out.push(sms('denied-sms', proof.phone, `${proof.brand}: we could not approve your post.${reason ? ` ${reason}` : ''} Try again: ${retry}`));
  }
  return out;
}

/** "Get my reward again": every voucher of that contact, as links with their PINs; sent, never shown. */
export function recoveryMessages(publicUrl: string, channel: 'EMAIL' | 'PHONE', to: string, vouchers: VoucherState[]): Message[] {
  if (vouchers.length === 0) return [];
  const brand = vouchers[0]!.brand;
  const describe = (v: VoucherState) => {
    const state = v.redeemed ? ' (already redeemed)' : v.denied ? ' (not approved: you can try again from this page)' : '';
    return `${v.offerSummary ?? 'Your reward'}${state}: ${voucherUrl(publicUrl, v.key)}${v.pin && !v.redeemed && !v.denied ? `\nPIN: ${v.pin}` : ''}`;
  };
  if (channel === 'EMAIL') {
    return [email('recovery', to, `Your reward from ${brand}`, [
      greeting(vouchers[0]!), vouchers.length === 1 ? 'Here is your voucher again:' : 'Here are your vouchers again:',
      ...vouchers.map(describe), signature(brand),
    ])];
  }
  return [sms('recovery-sms', to, `${brand}: ${vouchers.map((v) => `${v.offerSummary ?? 'your reward'}: ${voucherUrl(publicUrl, v.key)}${v.pin && !v.redeemed && !v.denied ? ` PIN ${v.pin}` : ''}`).join(' ; ')}`)];
}


/** A network offer's voucher, granted on its share page: kept in the customer's inbox, so a closed tab loses nothing. */
export function voucherIssuedMessages(publicUrl: string, voucher: VoucherState): Message[] {
  const link = voucherUrl(publicUrl, voucher.key);
  const pin = voucher.pin ? [`At the counter, show that page or say your PIN: ${voucher.pin}`] : [];
  if (voucher.email) {
    return [email('voucher', voucher.email, `Your voucher from ${voucher.brand}`, [
      greeting(voucher), `Here is your voucher${voucher.offerSummary ? ` for "${voucher.offerSummary}"` : ''}: ${link}`, ...pin, signature(voucher.brand),
    ])];
  }
  return voucher.phone ? [sms('voucher-sms', voucher.phone, `${voucher.brand}: your voucher: ${link}${voucher.pin ? ` PIN ${voucher.pin}` : ''}`)] : [];
}
