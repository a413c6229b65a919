/** Texts of the notification dropdown (spec: Screens and routes); the spec has them in English. */
export const notificationTexts = {
  defaultTitle: 'Notification',
  defaultContent: 'No content',
  someone: 'Someone',
  voteTitle: 'New vote',
  commentTitle: 'New comment',
  postTitle: 'New post',
  inviteTitle: 'Invitation',
  pollTitle: 'Poll response',
} as const;
