// What a post card says: control names, and the spec's fixed texts (spec: Post card).

/** Fixed texts of the post pieces. */
export const postsTexts = {
  upvote: 'Votar a favor',
  downvote: 'Votar contra',
  flag: 'Reportar',
  share: 'Compartilhar',
  edit: 'Editar',
  delete: 'Excluir',
  comments: 'Comentários',
  imageAlt: 'Imagem da postagem',
  hiddenNotice: 'Esta postagem foi ocultada devido a relatórios da comunidade',
  showAnyway: 'Mostrar mesmo assim',
  confirmDeletePost: 'Tem certeza que deseja excluir esta postagem?',
  shareCopied: 'Link copiado para a área de transferência!',
} as const;
