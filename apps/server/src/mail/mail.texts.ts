// Portuguese texts of the digest, the alert mails and the unsubscribe page (beyond the spec).
import type { MailKind } from '@vizinhos/domain';

/** Texts of the mails the server sends on its own and of their unsubscribe page. */
export const mailServerTexts = {
  digestSubject: (area: string, weekly: boolean) =>
    `Resumo ${weekly ? 'da semana' : 'do dia'} na vizinhança ${area}`,
  digestTitle: 'Resumo da vizinhança',
  digestIntro: (area: string, weekly: boolean) =>
    `O que aconteceu ${weekly ? 'nesta semana' : 'nas últimas 24 horas'} em ${area}.`,
  postsHeading: 'Postagens mais relevantes',
  eventsHeading: 'Eventos dos próximos dias',
  pollsHeading: 'Enquetes abertas',
  servicesHeading: 'Novos serviços',
  newNeighbours: (n: number) =>
    n === 1 ? '1 novo morador chegou à vizinhança.' : `${n} novos moradores chegaram à vizinhança.`,
  votes: (n: number) => (n === 1 ? '1 voto' : `${n} votos`),
  comments: (n: number) => (n === 1 ? '1 comentário' : `${n} comentários`),
  eventOn: (when: string) => `em ${when}`,
  openApp: 'Abrir o Vizinhos',
  whyYouGetThis: (kind: string) => `Você recebe este e-mail porque pediu ${kind} nas Configurações.`,
  unsubscribeLink: 'Não quero mais receber este tipo de e-mail',
  settingsLink: 'Mudar as preferências de e-mail',
  kindNames: {
    digest: 'o resumo da vizinhança',
    messages: 'avisos de mensagens não lidas',
    replies: 'avisos de respostas',
    security: 'avisos de Segurança',
  } satisfies Record<MailKind, string>,
  messageSubject: (sender: string) => `Nova mensagem de ${sender} no Vizinhos`,
  messageIntro: (sender: string) => `${sender} enviou uma mensagem que você ainda não leu:`,
  messageMore: (n: number) => (n === 1 ? 'E mais 1 mensagem.' : `E mais ${n} mensagens.`),
  openConversation: 'Abrir a conversa',
  securitySubject: (title: string) => `Segurança na vizinhança: ${title}`,
  openPost: 'Abrir a postagem',
  unsubscribeTitle: 'Cancelar e-mails',
  unsubscribeAsk: (kind: string) => `Deseja parar de receber ${kind}?`,
  unsubscribeButton: 'Cancelar estes e-mails',
  unsubscribeDone: (kind: string) =>
    `Pronto: você não receberá mais ${kind}. Você pode mudar isso quando quiser nas Configurações.`,
  unsubscribeInvalid:
    'Este link de cancelamento não é válido. Mude as preferências de e-mail nas Configurações.',
} as const;
