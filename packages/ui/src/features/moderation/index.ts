export type { AppealListProps } from './AppealList/AppealList.tsx';
export { AppealList } from './AppealList/AppealList.tsx';
export type { BlockedMembersProps } from './BlockedMembers/BlockedMembers.tsx';
export { BlockedMembers } from './BlockedMembers/BlockedMembers.tsx';
export type { MemberModerationProps } from './MemberModeration/MemberModeration.tsx';
export { MemberModeration } from './MemberModeration/MemberModeration.tsx';
export type { ModerationLogProps } from './ModerationLog/ModerationLog.tsx';
export { ModerationLog } from './ModerationLog/ModerationLog.tsx';
export type { ModerationQueueProps } from './ModerationQueue/ModerationQueue.tsx';
export { ModerationQueue } from './ModerationQueue/ModerationQueue.tsx';
export type { ModerationScreenProps } from './ModerationScreen/ModerationScreen.tsx';
export { ModerationScreen } from './ModerationScreen/ModerationScreen.tsx';
export { moderationUiTexts } from './moderation.texts.ts';
export type { ReportCardProps } from './ReportCard/ReportCard.tsx';
export { ReportCard } from './ReportCard/ReportCard.tsx';
export {
  LazyReportDialog as ReportDialog,
  preloadReportDialog,
} from './ReportDialog/LazyReportDialog.tsx';
export type { ReportDialogProps } from './ReportDialog/ReportDialog.tsx';
