import type { User } from '@vizinhos/domain';
import { createContext, useContext } from 'react';

/** What ends or starts a session: each swaps in a fresh store (STYLE.md, Atoms). */
export type SessionControls = {
  /** A user signed in: their own store, the address kept (a deep link lands on its view). */
  signIn: (input: { user: User }) => void;
  /** Signed out: a fresh signed-out store, and the browser goes to "/" (spec: Authentication). */
  signOut: () => void;
};

/** Provided by SessionRoot (and by stories that render a page on its own). */
export const SessionControlsContext = createContext<SessionControls | null>(null);

/** The session's controls; only under SessionRoot or a story's provider. */
export function useSessionControls(): SessionControls {
  const controls = useContext(SessionControlsContext);
  if (!controls) throw new Error('useSessionControls needs a SessionControlsContext provider');
  return controls;
}
