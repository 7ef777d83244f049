// The navigation drawer at the one mobile breakpoint of the design (DESIGN §5, spec 1 §9: 960 px,
// MUI `md` in src/theme.ts). react-admin's Sidebar turns into the phone drawer below `sm` (600 px)
// while its app bar and menu items already behave as on a phone below `md`, so between 600 and
// 959 px the page had a phone app bar beside a docked drawer that folded up on every tap. Below
// 960 px this renders the phone drawer (over the page, closed until the menu button opens it,
// closed again by a tap on an entry, by react-admin's MenuItemLink); from 960 px up,
// react-admin's own docked Sidebar. The theme hands it to <Layout> (RaLayout defaultProps).
import { useEffect, useRef, useState } from 'react';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Sidebar, useSidebarState, useTranslate, type SidebarProps } from 'react-admin';

/** The phone layout: narrower than the `md` breakpoint (960 px). */
export const usePhoneLayout = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

export function ResponsiveSidebar({ children, appBarAlwaysOn, ...rest }: SidebarProps) {
  const translate = useTranslate();
  const phone = usePhoneLayout();
  const [open, setOpen] = useSidebarState();
  // A phone drawer starts closed: on the first phone-sized render and whenever the window
  // narrows past the breakpoint (react-admin's default for 600-959 px is open). It never opens
  // before that has been stored: a modal drawer that opens and closes in one go leaves the page
  // aria-hidden. Widening past the breakpoint brings the docked drawer back open; a desktop
  // start keeps the user's stored choice.
  const wasPhone = useRef<boolean | null>(null);
  const [phoneReady, setPhoneReady] = useState(false);
  useEffect(() => {
    if (phone) setOpen(false);
    else if (wasPhone.current) setOpen(true);
    wasPhone.current = phone;
    setPhoneReady(phone);
  }, [phone, setOpen]);

  if (!phone) return <Sidebar appBarAlwaysOn={appBarAlwaysOn} {...rest}>{children}</Sidebar>;
  return (
    <Drawer
      variant="temporary" open={phoneReady && open} onClose={() => setOpen(false)} ModalProps={{ keepMounted: true }}
      // The open drawer is a dialog, and a dialog needs a name (axe aria-dialog-name).
      slotProps={{ paper: { 'aria-label': translate('shell.menu.navigation'), sx: (theme: Theme) => ({ width: theme.sidebar?.width ?? 240, bgcolor: 'background.default' }) } }}
      data-testid="phone-drawer"
    >
      {children}
    </Drawer>
  );
}
