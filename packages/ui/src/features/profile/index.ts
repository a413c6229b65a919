export type { ActivityPostDialogProps } from './ActivityPostDialog/ActivityPostDialog.tsx';
export { ActivityPostDialog } from './ActivityPostDialog/ActivityPostDialog.tsx';
export type { AvatarCropProps } from './AvatarCrop/AvatarCrop.tsx';
export { AvatarCrop } from './AvatarCrop/AvatarCrop.tsx';
export type { InvitesCardProps } from './InvitesCard/InvitesCard.tsx';
export { InvitesCard } from './InvitesCard/InvitesCard.tsx';
export type {
  ProfileEditFormProps,
  ProfileFormErrors,
  ProfileFormValues,
} from './ProfileEditForm/ProfileEditForm.tsx';
export { ProfileEditForm } from './ProfileEditForm/ProfileEditForm.tsx';
export type { ProfileViewProps } from './ProfileView/ProfileView.tsx';
export { ProfileView } from './ProfileView/ProfileView.tsx';
export { profileTexts } from './profile.texts.ts';
export type { ActivityEntry, RecentActivityProps } from './RecentActivity/RecentActivity.tsx';
export { RecentActivity } from './RecentActivity/RecentActivity.tsx';
export type { PointsRule, StatsCardsProps } from './StatsCards/StatsCards.tsx';
export { StatsCards } from './StatsCards/StatsCards.tsx';
