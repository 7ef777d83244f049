// The contact step's hint about the uploaded screenshot (issue 32, domain/claims/hint.ts), on the
// page: inside the contact form, a message saying which required tag the reading could not see,
// and "Upload another screenshot" (a submit button posting to /c/{code}/reupload, so what was
// typed is kept). A reading already finished is drawn by the server, so the page works without
// scripts; one still being read is filled in by customer/scripts/claimHint.ts, which polls
// GET /c/{code}/hint. Every text is the server's; tags are escaped like all business-written text.
import { escapeHtml as e } from '../../customer/html';
import { hintMessage, type ClaimHint } from '../domain/claims/hint';

/** What GET /c/{code}/hint answers: the reading's state and, once done, its sentence. */
export interface HintAnswer { state: ClaimHint['state'] | 'none'; message: string | null; missing: string[] }

export const hintAnswer = (hint: ClaimHint | null): HintAnswer => ({
  state: hint?.state ?? 'none', message: hint ? hintMessage(hint) : null, missing: hint?.state === 'done' ? hint.missing : [],
});

/**
 * The hint's two parts on the contact step: the message above the fields (drawn when the reading
 * is done, filled in by the script while it is read) and "Upload another screenshot" after the
 * submit button, so Enter in a field still submits.
 */
export function hintBlock(base: string, hint: ClaimHint | null): { message: string; again: string } | undefined {
  if (!hint || hint.state === 'unavailable') return undefined;
  const message = hintMessage(hint);
  const missing = hint.state === 'done' && hint.missing.length > 0;
  const polling = hint.state === 'reading' ? ` data-hint="${e(`${base}/hint`)}"` : '';
  return {
    message: `<div class="sw-hint${missing ? ' sw-hint-missing' : ''}"${polling}${message ? '' : ' hidden'}><p role="status" aria-live="polite" data-hint-text>${e(message ?? '')}</p></div>`,
    again: `<button type="submit" class="sw-btn sw-secondary" formaction="${e(`${base}/reupload`)}" formnovalidate data-hint-again${missing ? '' : ' hidden'}>Upload another screenshot</button>`,
  };
}

/**
 * With no hint to show (a campaign with nothing to look for, a rush that skipped the reading), the
 * contact step still offers the way back to the screenshot: the browser's Back stays on the same
 * address, since every step is drawn at /c/{code}.
 */
export const changeScreenshot = (base: string): { message: string; again: string } => ({
  message: '',
  again: `<button type="submit" class="sw-btn sw-secondary" formaction="${e(`${base}/reupload`)}" formnovalidate>Change my screenshot</button>`,
});
