// The social proofs resource (spec 3 §2 "Social Proofs widget screen") at /socialProofWidget: one
// screen listing the business's items as cards with the form pane beside them, the widget's
// install details and the previews. Any logged-in user of the business (spec 3 §6). Loads lazily.
import { lazy } from 'react';
import WidgetIcon from '@mui/icons-material/Widgets';
import type { SocialProof } from '../../contract/socialProofs';

export default {
  list: lazy(() => import('./SocialProofScreen').then((m) => ({ default: m.SocialProofScreen }))),
  icon: WidgetIcon,
  recordRepresentation: (record: SocialProof) => record.influencer_name,
};
