// What a comment says: the author's actions are "Editar" and "Deletar" as the spec names them.

/** Fixed texts of the comment pieces. */
export const commentsTexts = {
  edit: 'Editar',
  delete: 'Deletar',
  reply: 'Responder',
  save: 'Salvar',
  moreReplies: 'Ver mais respostas',
  editLabel: 'Editar comentário',
  editHint: 'Ctrl+Enter ou Cmd+Enter salva, Esc cancela',
  upvote: 'Votar a favor do comentário',
  downvote: 'Votar contra o comentário',
  replies: 'Respostas a',
  confirmDeleteComment: 'Tem certeza que deseja deletar este comentário?',
  deletedComment: '[Deleted]',
} as const;
