// The step icons of a flow (spec 3 §3 Step) as small inline SVGs: no icon font, no request.
import type { StepIcon } from '../../contract/swayFlow';

const svg = (body: string) =>
  `<svg class="sw-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

export const STEP_ICON_SVG: Record<StepIcon, string> = {
  giftcard: svg('<rect x="3" y="8" width="18" height="13" rx="2"/><path d="M3 12h18M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z"/>'),
  calendar: svg('<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>'),
  megaphone: svg('<path d="M3 10v4h4l8 5V5L7 10H3z"/><path d="M19 9a4 4 0 0 1 0 6"/>'),
  barcode: svg('<path d="M4 5v14M7 5v14M10 5v14M14 5v14M16 5v14M20 5v14"/>'),
  circleoutline: svg('<circle cx="12" cy="12" r="9"/>'),
  circlecheckoutline: svg('<circle cx="12" cy="12" r="9"/><path d="M8 12.5l2.5 2.5L16 9.5"/>'),
  code: svg('<path d="M9 7l-5 5 5 5M15 7l5 5-5 5"/>'),
};
