import { formatNotificationTabTitle, formatTabTitle } from '@vizinhos/domain';
import { useEffect, useState } from 'react';

function isTabHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * The tab title while signed in (spec: What the product does and for whom): the name with the unread
 * conversation count in brackets. The notification variant, "Vizinhos (N)", is the one a resident
 * glances at from another tab: it shows while this tab is hidden and no conversation is unread (the
 * spec keeps both titles and leaves open when the variant applies). After sign-out, the name alone.
 */
export function useTabTitle(unreadConversations: number, unreadNotifications: number): void {
  const [isHidden, setHidden] = useState(isTabHidden);
  useEffect(() => {
    const follow = () => setHidden(isTabHidden());
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);
  useEffect(() => {
    document.title =
      isHidden && unreadConversations === 0
        ? formatNotificationTabTitle(unreadNotifications)
        : formatTabTitle(unreadConversations);
  }, [isHidden, unreadConversations, unreadNotifications]);
  useEffect(
    () => () => {
      document.title = formatTabTitle(0);
    },
    [],
  );
}
