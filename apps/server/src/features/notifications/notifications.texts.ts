/** Error texts of the notifications routes. */
export const notificationsServerTexts = {
  notFound: 'Notificação não encontrada.',
  seenOnly: 'Envie "seen": true para marcar a notificação como lida.',
} as const;

/** The titles of the notices moderation sends (spec 3: Live messages). */
export const moderationNoticeTitles = {
  report: 'Nova denúncia',
  moderation: 'Moderação',
} as const;
