// E-mail addresses out of log lines (issue 19 finding 10): request URLs carry them in paths
// (`user/lookupSway/{email}`) and queries (`/dev/mailbox?to=`), raw or percent-encoded.
export const EMAIL_REDACTED = '[email]';
const EMAIL_IN_URL = /[^/?&=#\s]+(?:@|%40)[^/?&#\s]+/gi;

export function redactEmailAddresses(text: string): string {
  return text.replace(EMAIL_IN_URL, EMAIL_REDACTED);
}
