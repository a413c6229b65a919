/** Error texts of the notifications routes. */
export const notificationsTexts = {
  notFound: 'Notificação não encontrada.',
  seenOnly: 'Envie "seen": true para marcar a notificação como lida.',
} as const;
