// Words several pieces share (STYLE.md, Language): one edit changes them everywhere.

/** Shared words of the ui package: loading states, the live connection, closing and cancelling. */
export const commonTexts = {
  loading: 'Carregando...',
  /** The live connection is down: the header's badge and the timeline's banner. */
  reconnecting: 'Reconectando...',
  close: 'Fechar',
  cancel: 'Cancelar',
  /** Read before each toast's text by screen readers (Radix's default is "Notification"). */
  toast: 'Aviso',
  /** The toasts' region, with the key that reaches it (Radix's default is "Notifications ({hotkey})"). */
  toasts: 'Avisos ({hotkey})',
  edit: 'Editar',
  report: 'Reportar',
  save: 'Salvar',
  saveChanges: 'Salvar alterações',
  discard: 'Descartar',
  delete: 'Excluir',
  share: 'Compartilhar',
  send: 'Enviar',
  sending: 'Enviando...',
  saving: 'Salvando...',
  searching: 'Buscando...',
  /** "Tentar novamente", "Tentar de novo" and the map's "Tentar Novamente" are the spec's three wordings, kept apart. */
  retry: 'Tentar novamente',
  tryAgain: 'Tentar de novo',
  /** A blocked resident's collapsed post, comment or message (spec 3: Collapsed content). */
  showAnyway: 'Mostrar mesmo assim',
  clearSearch: 'Limpar busca',
  noResultsHint: 'Tente buscar com termos diferentes ou verifique a ortografia',
  points: 'Pontos de influência',
  promoteAdmin: 'Tornar admin',
  demoteAdmin: 'Remover admin',
  text: 'Texto',
  category: 'Categoria',
  kind: 'Tipo',
  pollOptions: 'Opções da votação',
  eventDate: 'Data do evento',
  /** A resident's first name, and a service's name. */
  firstName: 'Nome',
  lastName: 'Sobrenome',
  username: 'Nome de usuário',
  password: 'Senha',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirmar nova senha',
  appName: 'Vizinhos',
  /** The views the sidebar leads to, named the same by the view itself. */
  map: 'Mapa',
  conversations: 'Conversas',
  notifications: 'Notificações',
  myProfile: 'Meu Perfil',
  search: 'Busca',
  settings: 'Configurações',
  services: 'Serviços',
  members: 'Membros',
  comments: 'Comentários',
} as const;
