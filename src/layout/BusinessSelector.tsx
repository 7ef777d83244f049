// Business selector (spec 1 §1, §2 Guard): 'Recent Businesses' and a 'Business Search'
// autocomplete; choosing one swaps business (new token stored), refreshes and goes to /.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { BusinessSummary } from '../../contract/auth';
import type { AppDataProvider } from '../../dataProvider';
import { useBusinesses } from './useSession';
import { useDebounced } from '../components/useDebounced';
import { useChange } from '../components/change/useChange';
import { forgetUnsavedChanges, useConfirmDiscard } from '../components/unsaved';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  recent: BusinessSummary[];
}

const label = (b: BusinessSummary) => b.combo_title || b.title;

export function BusinessSelector({ anchor, onClose, recent }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim());
  const search = useBusinesses(q, anchor !== null);

  // Another business throws the screen's unsaved edits away: asked before the swap, since an edit
  // kept after it would be saved into the other business.
  const confirmDiscard = useConfirmDiscard();
  const swap = useChange({
    mutationFn: (id: number) => dataProvider.swapBusiness(id),
    onSuccess: async () => {
      onClose();
      forgetUnsavedChanges();
      navigate('/');
      await queryClient.invalidateQueries();
    },
    onError: (error: Error) => notify('shell.header.swapFailed', { type: 'error', messageArgs: { error: error.message } }),
  });

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <Autocomplete<BusinessSummary>
          options={search.data?.businesses ?? []}
          loading={search.isFetching}
          filterOptions={(options) => options}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_event, value) => setInput(value)}
          onChange={(_event, value) => { if (value && confirmDiscard()) swap.mutate(value.id); }}
          noOptionsText={translate('shell.header.noBusinesses')}
          disabled={swap.isPending}
          renderInput={(params) => <TextField {...params} label={translate('shell.header.businessSearch')} autoFocus />}
        />
      </Box>
      <List dense subheader={<ListSubheader>{translate('shell.header.recentBusinesses')}</ListSubheader>}>
        {recent.map((business) => (
          <ListItemButton key={business.id} disabled={swap.isPending} onClick={() => { if (confirmDiscard()) swap.mutate(business.id); }}>
            <ListItemText primary={label(business)} secondary={business.brand !== label(business) ? business.brand : undefined} />
          </ListItemButton>
        ))}
      </List>
    </Popover>
  );
}
