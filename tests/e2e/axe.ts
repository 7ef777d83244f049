// The browser tests' axe-core runner, one place for how it runs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An AxeBuilder that runs `axe.run` in the page itself (legacy mode). The default runs each frame
 * apart and then opens a blank tab to merge the results (`finishRun`), which cost 0.5-0.7 s of a
 * 0.8-1.5 s check on every screen (measured on /timeline, /offers and / as the owner), about a
 * minute of each browser run. The console's frames (previews) are same-origin, which legacy mode
 * checks as the default does.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();
