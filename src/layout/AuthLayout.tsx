// The auth layout (spec 1 §2): a centred card on a plain page, no drawer or app bar. Drawn by the
// login shell before react-admin has loaded, and by the admin shell after a logout (src/login/).
import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { useAuthPage } from '../login/authPage';

export function AuthLayout({ children }: { children: ReactNode }) {
  const { translate } = useAuthPage();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 3 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
          <Typography variant="h6" component="h1">
            {translate('shell.login.title')}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
