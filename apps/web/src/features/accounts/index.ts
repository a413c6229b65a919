// Accounts in the web app: the session's root route and store, login, signup, password recovery.
export { SessionRoot } from './SessionRoot.tsx';

export { SessionControlsContext, useSessionControls } from './sessionControls.ts';
export { toSignupArea } from './signupBase.ts';
export { createSessionStore, currentUserAtom, logoutAtom, refreshCurrentUserAtom } from './state.ts';
