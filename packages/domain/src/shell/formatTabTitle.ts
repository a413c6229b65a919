/** The product's short name, shown in the tab title and the header (spec: What the product does and for whom). */
export const APP_NAME = 'Vizinhos';

/** The tab title (spec: What the product does and for whom, Business constants and limits): the name, then the unread conversation count in brackets when above 0. */
export function formatTabTitle(unreadConversations: number): string {
  return unreadConversations > 0 ? `${APP_NAME} [${unreadConversations}]` : APP_NAME;
}

/** The notification variant of the tab title (spec: What the product does and for whom): the name, a space, the unread count in parentheses. */
export function formatNotificationTabTitle(unreadNotifications: number): string {
  return unreadNotifications > 0 ? `${APP_NAME} (${unreadNotifications})` : APP_NAME;
}
