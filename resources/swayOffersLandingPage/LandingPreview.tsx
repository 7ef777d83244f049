// The live preview of a landing page (spec 3 §2): the public page's own markup (customer/landing)
// in a Shadow DOM, at desktop or phone width, updated as the editor is typed in.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LANDING_CSS, renderLandingPage, type LandingView } from '../../customer/landing/render';

const WIDTHS = { desktop: 720, phone: 360 } as const;

export function LandingPreview({ view }: { view: LandingView }) {
  const translate = useTranslate();
  const host = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<keyof typeof WIDTHS>('desktop');
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    // Every text in the markup was escaped by the renderer (customer/html.ts).
    root.innerHTML = `<style>:host{display:block}${LANDING_CSS}</style>${renderLandingPage(view)}`;
  }, [view]);
  return (
    <Box component="section" aria-label={translate('landingPages.preview')}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{translate('landingPages.preview')}</Typography>
        <ToggleButtonGroup size="small" exclusive value={size} onChange={(_, v: keyof typeof WIDTHS | null) => v && setSize(v)}>
          <ToggleButton value="desktop">{translate('landingPages.desktop')}</ToggleButton>
          <ToggleButton value="phone">{translate('landingPages.phone')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ width: '100%', maxWidth: WIDTHS[size], mx: 'auto', maxHeight: 640, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <div ref={host} data-testid="landing-preview" />
      </Box>
    </Box>
  );
}
