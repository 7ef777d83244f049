// Welcome header with the current business title (spec 1 §1); it opens the business selector
// for users with more than one business and for those who may search all businesses (admins).
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { useControl } from '../components/access';
import { useBusinesses, useCurrentBusiness } from './useSession';
import type { BusinessSummary } from '../../contract/auth';

// The selector (search field, autocomplete, popper) is loaded when first wanted, not with every
// screen: it is most of the header's script. Pointing at or focusing the button starts the load.
const loadSelector = () => import('./BusinessSelector');
const BusinessSelector = lazy(() => loadSelector().then((m) => ({ default: m.BusinessSelector })));

function countBusinesses(lists: BusinessSummary[][]): number {
  return new Set(lists.flat().map((b) => b.id)).size;
}

/**
 * 'Recent Businesses' is never empty: before any switch (an admin's first visit, a user who never
 * changed business) it holds the business the session is in (issue 18 defect 11).
 */
export function recentOrCurrent(recent: BusinessSummary[] | undefined, current: BusinessSummary): BusinessSummary[] {
  return recent && recent.length > 0 ? recent : [{ id: current.id, title: current.title, brand: current.brand, combo_title: current.combo_title }];
}

export function BusinessHeader() {
  const translate = useTranslate();
  const { data: business } = useCurrentBusiness();
  const { data: businesses } = useBusinesses();
  const searchAll = useControl('businesses', 'searchAll');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Nothing until the access check answers: the header must not turn from text into a button.
  if (!business || searchAll.isPending) return null;
  const welcome = translate('shell.header.welcome', { title: business.title });
  const selectable =
    searchAll.allowed ||
    (businesses !== undefined && countBusinesses([businesses.businesses, businesses.recentBusinesses]) > 1);
  if (!selectable) {
    return (
      <Typography variant="subtitle1" noWrap sx={{ flex: { xs: 1, md: 'none' }, minWidth: 0 }} data-testid="welcome-header">
        {welcome}
      </Typography>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadSelector()}
        onFocus={() => void loadSelector()}
        aria-label={translate('shell.header.chooseBusiness', { welcome })}
        aria-haspopup="true"
        sx={{ textTransform: 'none', minWidth: 0, flex: { xs: 1, md: 'none' }, justifyContent: 'flex-start' }}
        data-testid="welcome-header"
      >
        <Typography variant="subtitle1" noWrap component="span">
          {welcome}
        </Typography>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <BusinessSelector anchor={anchor} onClose={() => setAnchor(null)} recent={recentOrCurrent(businesses?.recentBusinesses, business)} />
        </Suspense>
      )}
    </>
  );
}
