// The admin tools behind token-only screens (spec 3 §2: /adminSettings, /simpleReports,
// /mailingLists need only a token; §6 makes them admin tools): admins get the tool, a business
// user a notice instead of calls the server would refuse. Nothing shows while the check is pending.
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useControl } from './access';

export function AdminToolGate({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const { allowed, isPending } = useControl('adminTools', 'use');
  if (isPending) return null;
  if (allowed) return children;
  return (
    <>
      <Title title={title} />
      <Alert severity="info" sx={{ mt: 2 }} data-testid="admin-only">{translate('adminTools.adminOnly')}</Alert>
    </>
  );
}
