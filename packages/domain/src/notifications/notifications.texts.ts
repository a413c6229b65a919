/**
 * Texts of the notification dropdown and the notifications it generates (spec: Screens and routes,
 * Business constants and limits). The spec has them in English; the screen shows them in Portuguese,
 * the spec's words beside each.
 */
export const notificationsDomainTexts = {
  defaultTitle: 'Notificação', // spec: "Notification"
  defaultContent: 'Sem conteúdo', // spec: "No content"
  someone: 'Alguém', // spec: "Someone"
  voteTitle: 'Novo voto', // spec: "New vote"
  commentTitle: 'Novo comentário', // spec: "New comment"
  /** Beyond the spec: a reply to the reader's comment. */
  replyTitle: 'Nova resposta',
  postTitle: 'Nova postagem', // spec: "New post"
  inviteTitle: 'Convite', // spec: "Invitation"
  pollTitle: 'Resposta à enquete', // spec: "Poll response"
  liked: 'curtiu', // spec: "liked"
  disliked: 'não curtiu', // spec: "disliked"
  /** spec: "{voter} liked your post "{title}"". */
  votePost: (voter: string, verb: string, title: string) => `${voter} ${verb} sua postagem ${title}`,
  /** "{voter} liked your comment "{body}"". */
  voteComment: (voter: string, verb: string, body: string) => `${voter} ${verb} seu comentário ${body}`,
  /** spec: "{author} commented "{body}" on "{title}"". */
  commented: (author: string, body: string) => `${author} comentou ${body}`,
  /** " on "{title}"" after a comment. */
  onPost: (title: string) => ` em ${title}`,
  /** Beyond the spec: "{author} replied to your comment: "{body}"". */
  replied: (author: string, body: string) => `${author} respondeu ao seu comentário: ${body}`,
  /** spec: "New post: "{title}"". */
  newPost: (title: string) => `Nova postagem: ${title}`,
  /** "{invitee} joined {area} with your invitation". */
  joinedArea: (invitee: string, area: string) => `${invitee} entrou em ${area} com seu convite`,
  /** "{invitee} joined with your invitation". */
  joined: (invitee: string) => `${invitee} entrou com seu convite`,
  /** "{inviter} invited you to join {area}". */
  invitedTo: (inviter: string, area: string) => `${inviter} convidou você para entrar em ${area}`,
  /** "{inviter} invited you". */
  invited: (inviter: string) => `${inviter} convidou você`,
  /** spec: "New responses to your poll "{title}"". */
  pollResponses: (title: string) => `Novas respostas à sua enquete ${title}`,
  /** spec: "Showing 10 of N notifications". */
  footer: (shown: number, total: number) => `Mostrando ${shown} de ${total} notificações`,
  justNow: 'Agora mesmo', // spec: "Just now"
  minutesAgo: (minutes: number) => `há ${minutes} min`, // spec: "Nm ago"
  hoursAgo: (hours: number) => `há ${hours} h`, // spec: "Nh ago"
  daysAgo: (days: number) => `há ${days} d`, // spec: "Nd ago"
} as const;
