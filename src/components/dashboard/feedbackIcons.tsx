// Icons of the feedback types (the list itself is contract/feedbackTypes.ts).
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import ThanksIcon from '@mui/icons-material/ThumbUp';
import HeartIcon from '@mui/icons-material/Favorite';
import PhotoIcon from '@mui/icons-material/PhotoCamera';
import CaptionIcon from '@mui/icons-material/EditNote';
import StarIcon from '@mui/icons-material/Star';
import WaveIcon from '@mui/icons-material/WavingHand';
import { FEEDBACK_TYPES, type FeedbackIcon } from '../../../contract/feedbackTypes';

const ICONS: Record<FeedbackIcon, ComponentType<SvgIconProps>> = {
  thanks: ThanksIcon, heart: HeartIcon, photo: PhotoIcon, caption: CaptionIcon, star: StarIcon, wave: WaveIcon,
};

export function FeedbackTypeIcon({ type, ...props }: { type: string } & SvgIconProps) {
  const icon = FEEDBACK_TYPES.find((f) => f.type === type)?.icon ?? 'thanks';
  const Icon = ICONS[icon];
  return <Icon {...props} />;
}
