import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { chooseLoginModeAtom } from './state.ts';

/**
 * The one next step of a mail link's page: to the login screen, or to its forgot-password mode for
 * a new link (a reset link also activates an account). The link's address is left behind.
 */
export function useLeaveMailLink(): (next: 'login' | 'newLink') => void {
  const chooseMode = useSetAtom(chooseLoginModeAtom);
  const navigate = useNavigate();
  return useCallback(
    (next) => {
      chooseMode(next === 'newLink' ? 'forgot' : 'login');
      navigate('/', { replace: true });
    },
    [chooseMode, navigate],
  );
}
