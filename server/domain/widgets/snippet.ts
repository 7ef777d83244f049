// The install snippets a business pastes into its own site (spec 3 §3 "install snippet"). One place
// decides their text, so the console shows, the settings answer and Verify Installation looks for
// exactly the same thing. The script URLs are stable loaders; they pull the versioned widget code.

/** Path of the social proof widget's loader script, under the public URL. */
export const SOCIAL_PROOF_LOADER = '/widgets/social-proof.js';
/** Path of the Wall Of Love's loader script, under the public URL. */
export const WALL_OF_LOVE_LOADER = '/widgets/wall-of-love.js';

const ATTRIBUTE_SAFE = /^[a-z0-9]+$/;

function checkedKey(accessKey: string): string {
  if (!ATTRIBUTE_SAFE.test(accessKey)) throw new Error('Access keys are lowercase letters and digits');
  return accessKey;
}

export function socialProofSnippet(publicUrl: string, accessKey: string): string {
  return `<script async src="${publicUrl}${SOCIAL_PROOF_LOADER}" data-sway-social-proof="${checkedKey(accessKey)}"></script>`;
}

export function wallOfLoveSnippet(publicUrl: string, accessKey: string): string {
  return `<div data-sway-wall-of-love="${checkedKey(accessKey)}"></div>\n<script async src="${publicUrl}${WALL_OF_LOVE_LOADER}"></script>`;
}

/**
 * Whether a page's HTML carries the social proof snippet for this key: the loader script and the
 * key on it, in any attribute order or quoting a site's HTML tooling may produce.
 */
export function hasSocialProofSnippet(html: string, accessKey: string): boolean {
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  return tags.some((tag) => tag.includes(SOCIAL_PROOF_LOADER)
    && new RegExp(`data-sway-social-proof\\s*=\\s*["']?${checkedKey(accessKey)}["'\\s>]`, 'i').test(tag));
}
