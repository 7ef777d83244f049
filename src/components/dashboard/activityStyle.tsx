// Icon and colour per activity row type (spec 1 §2 Dashboard: post, redeem, review, offer_starts, offer_end).
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import PostIcon from '@mui/icons-material/PhotoCamera';
import RedeemIcon from '@mui/icons-material/Storefront';
import ReviewIcon from '@mui/icons-material/Star';
import StartIcon from '@mui/icons-material/PlayCircleOutline';
import EndIcon from '@mui/icons-material/StopCircle';
import type { ActivityType } from '../../../contract/dashboard';

export const ACTIVITY_STYLE: Record<ActivityType, { icon: ComponentType<SvgIconProps>; color: string }> = {
  post: { icon: PostIcon, color: '#1976d2' },
  redeem: { icon: RedeemIcon, color: '#2e7d32' },
  review: { icon: ReviewIcon, color: '#f5a623' },
  offer_starts: { icon: StartIcon, color: '#6a1b9a' },
  offer_end: { icon: EndIcon, color: '#757575' },
};
