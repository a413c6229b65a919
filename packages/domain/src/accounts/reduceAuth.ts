import { assertNever } from '../common/index.ts';
import type { User } from './user.ts';

/** The session as the app knows it (spec: States and transitions Authentication). */
export type AuthState =
  | { status: 'loading'; user: undefined }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: undefined };

/** What happens to the session. */
export type AuthAction =
  | { type: 'sessionChecked'; user: User | undefined }
  | { type: 'loggedIn'; user: User }
  | { type: 'userUpdated'; user: User }
  | { type: 'loggedOut' };

/** Startup: loading with no user (spec: States and transitions). */
export const initialAuth: AuthState = { status: 'loading', user: undefined };

const signedOut: AuthState = { status: 'unauthenticated', user: undefined };

/**
 * The authentication state (spec: States and transitions): the startup check sets the user or, on any failure, leaves the
 * visitor unauthenticated; logout always clears it, whatever the server said.
 */
export function reduceAuth(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'sessionChecked':
      return action.user ? { status: 'authenticated', user: action.user } : signedOut;
    case 'loggedIn':
      return { status: 'authenticated', user: action.user };
    case 'userUpdated':
      return state.status === 'authenticated' ? { status: 'authenticated', user: action.user } : state;
    case 'loggedOut':
      return signedOut;
    default:
      return assertNever(action, 'auth action');
  }
}
