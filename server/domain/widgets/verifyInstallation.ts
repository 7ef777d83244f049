// Verify Installation (spec 3 §7 GET socialProof/verifyInstallation): fetch the business's install
// URL through the SSRF-safe fetch and look for the social proof snippet with its access key. The
// reasons are for a business owner: what is wrong and where.
import { WIDGET_MESSAGES } from '../../../contract/socialProofs';
import { safeFetch } from '../../lib/safeFetch';
import { hasSocialProofSnippet } from './snippet';

export type VerifyResult = { installed: true } | { installed: false; reason: string };

const HTML = /^(text\/html|application\/xhtml\+xml)\b/i;

export async function verifyInstallation(options: { installUrl: string | null; accessKey: string; allowPrivateAddresses: boolean; timeoutMs?: number }): Promise<VerifyResult> {
  const installUrl = options.installUrl?.trim();
  if (!installUrl) return { installed: false, reason: WIDGET_MESSAGES.installUrlMissing };
  const page = await safeFetch(installUrl, { allowPrivateAddresses: options.allowPrivateAddresses, timeoutMs: options.timeoutMs });
  if (!page.ok) return { installed: false, reason: page.reason };
  if (page.contentType && !HTML.test(page.contentType)) {
    return { installed: false, reason: `The page at ${page.url} is not a web page (${page.contentType.split(';')[0]})` };
  }
  if (!hasSocialProofSnippet(page.body, options.accessKey)) {
    return { installed: false, reason: `The page at ${page.url} does not include the Sway snippet with your access key` };
  }
  return { installed: true };
}
