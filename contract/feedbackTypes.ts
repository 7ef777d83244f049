// Feedback types a business can send to a local as kudos (spec 1 §3 Feedback type: type, icon,
// title; the spec does not list them). THE one list: the server validates against it, the
// Share Feedback dialog shows it, the demo seed's types (THANK_YOU, GREAT_PHOTO, LOVE_IT) are in it.
export const FEEDBACK_TYPES = [
  { type: 'THANK_YOU', title: 'Thank you for visiting!', icon: 'thanks' },
  { type: 'LOVE_IT', title: 'We loved your post', icon: 'heart' },
  { type: 'GREAT_PHOTO', title: 'Great photo', icon: 'photo' },
  { type: 'GREAT_CAPTION', title: 'Great caption', icon: 'caption' },
  { type: 'GREAT_REVIEW', title: 'Thanks for the review', icon: 'star' },
  { type: 'COME_BACK_SOON', title: 'Come back soon', icon: 'wave' },
] as const;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number]['type'];
export type FeedbackIcon = (typeof FEEDBACK_TYPES)[number]['icon'];
export const FEEDBACK_TYPE_KEYS = FEEDBACK_TYPES.map((f) => f.type) as [FeedbackType, ...FeedbackType[]];

export function feedbackTitle(type: string): string {
  return FEEDBACK_TYPES.find((f) => f.type === type)?.title ?? type.replace(/_/g, ' ').toLowerCase();
}
