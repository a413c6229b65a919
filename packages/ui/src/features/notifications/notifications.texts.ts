// What the notification bell and panel say; the panel's own words keep the spec's English.

/** Fixed texts of the notification pieces. */
export const notificationsTexts = {
  bell: 'Notificações',
  unread: 'Não lida',
  unreadPlural: 'Não lidas',
  panelTitle: 'Notifications',
  close: 'Close',
  loading: 'Loading notifications...',
  empty: 'No notifications yet',
  emptyHint: "You'll see activity notifications here",
} as const;
