// What the preview does when its button is pressed (spec 3 §2 "Preview-only toasts"): it moves to
// the next screen of the flow and says what a real customer's action would set off.
import type { Flow } from '../../contract/swayFlow';
import { enabledScreens, proofRequirementsEnabled, type FlowScreen } from '../../contract/swayFlowRules';

export type PreviewToast = 'tutorial' | 'emailSent' | 'textSent' | 'forwarded';

export function previewStep(screen: FlowScreen, flow: Flow): { next: FlowScreen | null; toasts: PreviewToast[] } {
  const screens = enabledScreens(flow);
  const next = screens[screens.indexOf(screen) + 1] ?? null;
  const toasts: PreviewToast[] = [];
  if (screen === 'claim' && proofRequirementsEnabled(flow)) toasts.push('tutorial');
  if (screen === 'contactInfo') {
    const collected = flow.contact_info_data.collect_contact_info ?? [];
    if (flow.contact_info_data.send_voucher_via_contact) {
      if (collected.includes('EMAIL_ADDRESS')) toasts.push('emailSent');
      if (collected.includes('PHONE_NUMBER')) toasts.push('textSent');
    }
  }
  if (next === 'voucher') toasts.push('forwarded');
  return { next, toasts };
}
