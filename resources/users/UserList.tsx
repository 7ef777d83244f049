// The list view of the users resource (spec 1 §2 Users): a ListBase over the business's users with
// add and edit; admins may send a login e-mail to the product or to the sway dashboard ('Login
// Email Sent', a named data provider method); 'No Users' when empty.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { ListBase, Loading, Title, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { BusinessUser } from '../../contract/users';
import type { AppDataProvider } from '../../dataProvider';
import { useControl } from '../../src/components/access';
import { UserDialog } from './UserDialog';
import { useChange } from '../../src/components/change/useChange';

function UserRows() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const maySendLogin = useControl('users', 'sendLoginEmail').allowed;
  const { data, isPending } = useListContext<BusinessUser>();
  const [editing, setEditing] = useState<{ user?: BusinessUser } | null>(null);

  const sendLogin = useChange({
    mutationFn: ({ id, target }: { id: number; target: 'client' | 'swayClient' }) => dataProvider.sendLoginEmail(id, target),
    onSuccess: () => notify('locations.users.loginEmailSent', { type: 'success' }),
  });

  return (
    <Box sx={{ mt: 2, maxWidth: 800 }}>
      <Title title="locations.users.title" />
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('locations.users.title')}</Typography>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setEditing({})}>{translate('locations.users.add')}</Button>
      </Stack>
      {isPending && <Loading />}
      {!isPending && (data ?? []).length === 0 && (
        <Typography variant="h6" component="p" sx={{ textAlign: 'center', py: 6 }}>{translate('locations.users.empty')}</Typography>
      )}
      {(data ?? []).length > 0 && (
        <Paper variant="outlined">
          <List>
            {(data ?? []).map((user) => (
              <ListItem key={user.id} divider data-testid="user-row"
                secondaryAction={
                  <Stack direction="row">
                    {maySendLogin && (
                      <>
                        <Tooltip title={translate('locations.users.sendProductLogin')}>
                          <IconButton aria-label={translate('locations.users.sendProductLogin')} disabled={sendLogin.isPending}
                            onClick={() => sendLogin.mutate({ id: user.id, target: 'client' })}><EmailIcon /></IconButton>
                        </Tooltip>
                        <Tooltip title={translate('locations.users.sendSwayLogin')}>
                          <IconButton aria-label={translate('locations.users.sendSwayLogin')} disabled={sendLogin.isPending}
                            onClick={() => sendLogin.mutate({ id: user.id, target: 'swayClient' })}><ForwardToInboxIcon /></IconButton>
                        </Tooltip>
                      </>
                    )}
                    <IconButton aria-label={`${translate('locations.users.edit')} ${user.email}`} onClick={() => setEditing({ user })}><EditIcon /></IconButton>
                  </Stack>
                }>
                <ListItemText primary={`${user.first_name} ${user.last_name}`.trim() || user.email} secondary={user.email}
                  sx={{ pr: maySendLogin ? 16 : 6, '& .MuiListItemText-secondary': { wordBreak: 'break-all' } }} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing && <UserDialog user={editing.user} onClose={() => setEditing(null)} />}
    </Box>
  );
}

// Every user on one page, in the server's order; the URL keeps no list parameters. A failed load
// shows the empty list without a toast, as this screen always has.
export function UserList() {
  return (
    <ListBase<BusinessUser> perPage={1000} disableSyncWithLocation queryOptions={{ onError: () => undefined }}>
      <UserRows />
    </ListBase>
  );
}
