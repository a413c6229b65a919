// Moderação in the web app (spec 3): the review queue's route element and the block list of
// Configurações.
export { BlockButton } from './BlockButton.tsx';
export { BlockedMembersPanel } from './BlockedMembersPanel.tsx';
export { ModerationPage } from './ModerationPage.tsx';
