// What an event's band in a post card says (spec: Events and calendar links).

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the event pieces. */
export const eventsTexts = {
  addToCalendar: 'Adicionar ao calendário',
  eventDate: commonTexts.eventDate,
  calendarGoogle: 'Google',
  calendarOutlook: 'Outlook',
  calendarYahoo: 'Yahoo',
  calendarIcs: 'Baixar arquivo ICS',
  subscribe: 'Assinar a agenda da vizinhança',
  feedTitle: 'Agenda da vizinhança',
  feedDescription:
    'Assine este endereço no seu calendário para receber os próximos eventos da vizinhança. O link é pessoal: não o compartilhe.',
  feedLink: 'Link da sua agenda',
  feedOpen: 'Abrir no calendário',
  feedRegenerate: 'Gerar novo link',
  feedRegenerateHint: 'O link antigo deixa de funcionar.',
  feedCreate: 'Criar link',
  feedLoading: 'Carregando o link da agenda...',
  feedShownOnce: 'Copie o link agora: por segurança, ele é mostrado só uma vez.',
  feedNone: 'Você ainda não tem um link da agenda.',
  feedHidden:
    'Seu link já foi criado e, por segurança, foi mostrado só uma vez. Para assinar em outro calendário, gere um novo link: o antigo deixa de funcionar.',
} as const;
