// The live preview beside the editor (spec 3 §2): the customer's screen for the chosen mode at
// phone width, drawn by the same code as the public campaign pages (customer/flow) inside a Shadow
// DOM, so neither the console's styles nor the page's leak into the other. Only the screens the
// flow has can be chosen; the screen's button moves on and shows the preview-only toasts.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import type { Flow } from '../../contract/swayFlow';
import { enabledScreens, type FlowScreen } from '../../contract/swayFlowRules';
import { renderFlowScreen, type CampaignView } from '../../customer/flow/render';
import { FLOW_CSS } from '../../customer/flow/styles';
import { previewStep } from './previewSteps';

export const PREVIEW_WIDTH = 360;

export function FlowPreview({ view, flow, screen, onScreen }: { view: CampaignView; flow: Flow; screen: FlowScreen; onScreen: (s: FlowScreen) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const host = useRef<HTMLDivElement>(null);
  const screens = enabledScreens(flow);
  const shown = screens.includes(screen) ? screen : 'campaign';

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    // Every text in the markup was escaped by the renderer (customer/html.ts).
    root.innerHTML = `<style>:host{display:block}${FLOW_CSS}</style>${renderFlowScreen(shown, view, { actions: true })}`;
  }, [shown, view]);

  useEffect(() => {
    const root = host.current?.shadowRoot;
    if (!root) return undefined;
    const onClick = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-next]')) return;
      const { next, toasts } = previewStep(shown, flow);
      for (const toast of toasts) notify(`swayOffers.preview.${toast}`, { type: 'info', multiLine: true });
      if (next) onScreen(next);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [shown, flow, notify, onScreen]);

  return (
    <Box component="section" aria-label={translate('swayOffers.preview.title')} data-testid="flow-preview">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>{translate('swayOffers.preview.title')}</Typography>
        <TextField select size="small" label={translate('swayOffers.preview.mode')} value={shown} sx={{ minWidth: 220 }}
          onChange={(e) => onScreen(e.target.value as FlowScreen)}>
          {screens.map((s) => <MenuItem key={s} value={s}>{translate(`swayOffers.preview.modes.${s}`)}</MenuItem>)}
        </TextField>
      </Box>
      <Box sx={{ width: '100%', maxWidth: PREVIEW_WIDTH, height: 640, mx: 'auto', overflowY: 'auto', border: 8, borderColor: 'grey.900', borderRadius: 4, bgcolor: '#fff' }}>
        <div ref={host} data-testid="flow-preview-screen" />
      </Box>
    </Box>
  );
}
