// The user-facing texts of doc 2 (timeline, posts, comments, polls, events, profile, map) that the
// domain's rules return or the apps use through the domain, in one place so that a wording change is
// one edit; the words the ui pieces show live in packages/ui. Accents are restored where the spec
// dropped them.

/** Editor validation alerts (spec: Validation rules). */
export const POST_EDITOR_TEXTS = {
  titleRequired: 'Por favor, adicione um título para sua postagem.',
  analysisNeedsTitle: 'Por favor, escreva um título para analisar.',
  pollNeedsTwoOptions: 'Por favor, adicione pelo menos 2 opções para a votação.',
  eventNeedsDateTime: 'Por favor, defina a data e hora do evento.',
  eventMustBeFuture: 'A data e hora do evento devem ser no futuro.',
  untitledPost: 'Postagem sem título', // spec: "Untitled Post"
} as const;

/** Alerts of calls and actions (spec: Error catalogue). */
export const POST_ERROR_TEXTS = {
  createFailed: 'Erro ao criar postagem',
  createNetwork: 'Erro de rede ao criar postagem',
  analysisFailed: 'Erro ao analisar objetividade',
  analysisNetwork: 'Erro de rede ao analisar',
  commentCreateFailed: 'Erro ao criar comentário',
  commentUpdateFailed: 'Erro ao atualizar comentário',
  calendarDownloadFailed: 'Erro ao baixar arquivo de calendário',
  calendarOpenFailed: 'Erro ao abrir link do calendário',
  calendarLinkMissing: 'Link do calendário não disponível',
  flagSucceeded: 'Postagem reportada com sucesso',
  shareCopied: 'Link copiado para a área de transferência!', // spec: Share
  // The spec words no failed copy; a resident whose browser refused the clipboard is told so.
  shareFailed: 'Não foi possível copiar o link da postagem.',
  flagFailed: 'Erro ao reportar postagem',
  flagNetwork: 'Erro de rede ao reportar postagem',
  deleteFailed: 'Erro ao excluir postagem',
  pollVoteFailed: 'Erro ao votar na enquete',
  pollVoteNetwork: 'Erro de rede ao votar na enquete',
  // The spec words no failed post vote or timeline page (it only clears the vote's loading state);
  // ours follow the catalogue's pattern.
  voteFailed: 'Erro ao votar na postagem',
  voteNetwork: 'Erro de rede ao votar na postagem',
  timelineFailed: 'Erro ao carregar as postagens',
  timelineNetwork: 'Erro de rede ao carregar as postagens',
  profileUpdateFailed: 'Erro ao atualizar perfil',
  profileUpdateNetwork: 'Erro de rede ao atualizar perfil',
  /** The single post view's generic load failure (spec: single post view). */
  postLoadFailed: 'Erro ao carregar a postagem', // spec: "Failed to load post"
} as const;

/** Fixed texts of the post card and comments (spec: What the product does and for whom, States and transitions) that the domain and the apps use. */
export const POST_CARD_TEXTS = {
  deletedComment: '[Deleted]',
} as const;
