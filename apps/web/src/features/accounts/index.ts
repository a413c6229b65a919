// Accounts in the web app: the session's root route, login, signup, password recovery. Who is
// signed in lives app-level (src/session/), read by every feature without importing this one.
export { LoginPage } from './LoginPage.tsx';
export { SessionRoot } from './SessionRoot.tsx';
export { logoutAtom } from './state.ts';
