// Moderation (spec 3): report reasons, who moderates and appoints, when a report hides a post,
// mute lengths and the texts they return.
export { moderationTexts } from './moderation.texts.ts';
export {
  type AppealItem,
  type BlockedMember,
  type ModerationLogLine,
  type ReportItem,
  toAppealItem,
  toBlockedMember,
  toModerationLogLine,
  toReportItem,
  type WireAppeal,
  type WireAppealStatus,
  type WireBlockedUser,
  type WireModerationLogEntry,
  type WireModerationUser,
  type WireReportItem,
} from './moderationModel.ts';
export {
  type AssignableRole,
  canModerate,
  checkRoleChange,
  type DecisionBar,
  decisionBar,
  MEMBER_ROLE_ACTION_ROLE,
  type MemberRoleAction,
  memberModerationOptions,
  readAssignableRole,
} from './moderationRoles.ts';
export { checkMute, formatMuteEnd, MUTE_HOURS, mutedText } from './muteLength.ts';
export {
  checkReport,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportInput,
  type ReportReason,
  reportReasonLabel,
} from './reportReason.ts';
export { DISTRUST_AFTER_REJECTED, reportHidesPost } from './reportTrust.ts';
