// One activity log row (spec 1 §2 Dashboard): proof images (a click cycles through them) or the
// type icon, the date, offer summary, proof type, amount in $ or '--', and the action label.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ActivityRow } from '../../../contract/dashboard';
import { activityLabel } from '../../../contract/activityLabel';
import { ACTIVITY_STYLE } from './activityStyle';
import { formatDateTime, formatMoney, humanType } from './format';

export const ROW_COLUMNS = { xs: '48px minmax(0, 1fr) auto', sm: '56px minmax(0, 2fr) minmax(0, 2fr) 110px' };

export function ActivityRowItem({ row, onOpen }: { row: ActivityRow; onOpen?: (row: ActivityRow) => void }) {
  const translate = useTranslate();
  const [image, setImage] = useState(0);
  const style = ACTIVITY_STYLE[row.type];
  const Icon = style.icon;
  const clickable = Boolean(onOpen);
  const cycle = (event: MouseEvent) => {
    event.stopPropagation(); // cycling images must not open the detail modal
    setImage((i) => (i + 1) % row.img_url.length);
  };
  return (
    <Box
      role={clickable ? 'button' : undefined}
      tabIndex={clickable ? 0 : undefined}
      onClick={() => onOpen?.(row)}
      onKeyDown={(e) => { if (e.key === 'Enter') onOpen?.(row); }}
      data-testid="activity-row"
      data-row-id={row.id}
      sx={{
        display: 'grid', gridTemplateColumns: ROW_COLUMNS, gap: 1.5, alignItems: 'center', px: 1, py: 1,
        borderLeft: `4px solid ${style.color}`, borderBottom: 1, borderBottomColor: 'divider',
        cursor: clickable ? 'pointer' : 'default', '&:hover': clickable ? { bgcolor: 'action.hover' } : undefined,
      }}
    >
      {row.img_url.length > 0 ? (
        <ButtonBase onClick={cycle} aria-label={`${image + 1} / ${row.img_url.length}`} data-testid="row-image" sx={{ borderRadius: 1 }}>
          <Avatar variant="rounded" src={row.img_url[image]} alt={row.proof_type ?? ''} sx={{ width: { xs: 48, sm: 56 }, height: { xs: 48, sm: 56 } }} />
        </ButtonBase>
      ) : (
        <Avatar role="img" sx={{ bgcolor: style.color, width: 40, height: 40, mx: 'auto' }} aria-label={translate(`dashboard.activity.types.${row.type}`)}>
          <Icon />
        </Avatar>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">{formatDateTime(row.activity_date)}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, color: style.color, overflowWrap: 'anywhere' }} data-testid="row-label">
          {activityLabel(row)}
        </Typography>
        <Typography variant="body2" sx={{ display: { sm: 'none' }, overflowWrap: 'anywhere' }}>{row.offer_summary}</Typography>
      </Box>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{row.offer_summary}</Typography>
        {row.proof_type && <Typography variant="caption" color="text.secondary">{humanType(row.proof_type)}</Typography>}
      </Box>
      <Typography sx={{ textAlign: 'right', fontWeight: 500 }} data-testid="row-amount">
        {row.amount === null ? '--' : formatMoney(row.amount)}
      </Typography>
    </Box>
  );
}
