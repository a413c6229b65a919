// Moderação in the web app (spec 3): the review queue's route element, the block list of
// Configurações, Bloquear on a profile and one's own record in Meu Perfil.
export { BlockButton } from './BlockButton.tsx';
export { BlockedMembersPanel } from './BlockedMembersPanel.tsx';
export { MemberModerationActions } from './MemberModerationActions.tsx';
export { ModerationPage } from './ModerationPage.tsx';
export { OwnModerationRecord } from './OwnModerationRecord.tsx';
export {
  blockedMemberIdsAtom,
  isBlockListSettledAtom,
  loadBlocksAtom,
  loadModerationQueueAtom,
  pendingReportCountAtom,
} from './state.ts';
