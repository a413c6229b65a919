import type { DigestFrequency, MailKind, PushCategory } from '@vizinhos/domain';
import { commonTexts } from '../../common.texts.ts';

// What the notification bell, its panel and the push settings say; the spec's English beside each of its texts.

/** Fixed texts of the notification pieces. */
export const notificationsTexts = {
  bell: commonTexts.notifications,
  unread: 'Não lida',
  unreadPlural: 'Não lidas',
  panelTitle: commonTexts.notifications, // spec: "Notifications"
  close: commonTexts.close, // spec: the close button
  loading: 'Carregando notificações...', // spec: "Loading notifications..."
  empty: 'Nenhuma notificação ainda', // spec: "No notifications yet"
  emptyHint: 'Você verá aqui as notificações de atividade', // spec: "You'll see activity notifications here"
  /** spec: States and transitions: marking all as read. */
  markAllRead: 'Marcar todas como lidas',
  /** The list failed to load: it stays empty (spec: Error catalogue) and the panel says so. */
  loadFailed: 'Não foi possível carregar as notificações.',
  retry: commonTexts.tryAgain,
} as const;

/** Texts of the push settings (beyond the spec, so in Portuguese only). */
export const pushSettingsTexts = {
  intro: 'Receba no celular ou no computador os alertas que não podem esperar, mesmo com o Vizinhos fechado.',
  enable: 'Ativar alertas neste aparelho',
  disable: 'Desativar alertas neste aparelho',
  enabled: 'Alertas ativados neste aparelho.',
  unsupported:
    'Este navegador não oferece alertas. Tente outro navegador ou instale o Vizinhos na tela inicial.',
  denied:
    'Os alertas foram bloqueados para o Vizinhos neste navegador. Libere as notificações nas configurações do site e tente de novo.',
  kinds: 'O que avisar',
  categories: {
    security: 'Segurança na minha área',
    comments: 'Comentários nas minhas postagens',
    replies: 'Respostas aos meus comentários',
    votes: 'Votos',
    polls: 'Respostas às minhas enquetes',
    invites: 'Convites usados',
  } satisfies Record<PushCategory, string>,
  quietHours: 'Horário de silêncio',
  quietEnable: 'Ativar o horário de silêncio',
  quietFrom: 'Das',
  quietTo: 'Às',
  securityOverrides: 'Segurança avisa mesmo no horário de silêncio',
  saving: commonTexts.saving,
} as const;

/** Texts of the e-mail settings (beyond the spec, so in Portuguese only). */
export const emailSettingsTexts = {
  intro: 'Para quando você não está olhando: o resumo da vizinhança e os avisos que não podem esperar.',
  digest: 'Resumo da vizinhança por e-mail',
  frequencies: { never: 'Nunca', daily: 'Diário', weekly: 'Semanal' } satisfies Record<
    DigestFrequency,
    string
  >,
  alerts: 'Avisar por e-mail quando não houver alerta no aparelho',
  kinds: {
    messages: 'Mensagem não lida há 15 minutos',
    replies: 'Respostas às minhas postagens e comentários',
    security: 'Nova postagem de Segurança',
  } satisfies Record<Exclude<MailKind, 'digest'>, string>,
  quietNote: 'Os avisos por e-mail respeitam o horário de silêncio dos alertas.',
} as const;
