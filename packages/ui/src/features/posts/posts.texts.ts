// What a post card says: control names, and the spec's fixed texts (spec: Post card).

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the post pieces. */
export const postsTexts = {
  upvote: 'Votar a favor',
  downvote: 'Votar contra',
  flag: commonTexts.report,
  share: commonTexts.share,
  edit: commonTexts.edit,
  delete: commonTexts.delete,
  comments: commonTexts.comments,
  imageAlt: 'Imagem da postagem',
  hiddenNotice: 'Esta postagem foi ocultada devido a relatórios da comunidade',
  showAnyway: commonTexts.showAnyway,
  // spec 3: Own report: the reader's own report on the post, and its withdrawal.
  reportedByReader: 'Você reportou esta postagem',
  withdrawReport: 'Retirar denúncia',
  confirmDeletePost: 'Tem certeza que deseja excluir esta postagem?',
  /** The timeline list's accessible name. */
  timeline: 'Postagens da vizinhança',
  emptyTitle: 'Nenhuma postagem por aqui ainda',
  emptyDescription: 'As postagens da vizinhança aparecem aqui.',
  endOfList: 'Você chegou ao fim: não há mais postagens.',
  loadingMore: 'Carregando mais postagens...',
  loadFailed: 'Não foi possível carregar as postagens.',
  retry: commonTexts.retry,
  /** Said after "Reconectando..." by the banner while the live connection is down. */
  reconnectingDescription: 'As novidades aparecem quando a conexão voltar.',
  /** The pill over the timeline: posts that arrived and are not shown yet. */
  newPosts: (count: number) => (count === 1 ? '1 novidade' : `${count} novidades`),
  /** The single post view (spec: Single post view). */
  backToTimeline: 'Voltar à linha do tempo',
  loadingPost: 'Carregando postagem...', // spec: "Loading post..."
  postedBy: 'Publicado por',
} as const;
