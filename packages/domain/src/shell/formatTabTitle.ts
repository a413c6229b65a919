/** The product's short name, shown in the tab title and the header (doc 1 §1). */
export const APP_NAME = 'Vizinhos';

/** The tab title (doc 1 §1, §9): the name, then the unread conversation count in brackets when above 0. */
export function formatTabTitle(unreadConversations: number): string {
  return unreadConversations > 0 ? `${APP_NAME} [${unreadConversations}]` : APP_NAME;
}

/** The notification variant of the tab title (doc 1 §1): the name, a space, the unread count in parentheses. */
export function formatNotificationTabTitle(unreadNotifications: number): string {
  return unreadNotifications > 0 ? `${APP_NAME} (${unreadNotifications})` : APP_NAME;
}
