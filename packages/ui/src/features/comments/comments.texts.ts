// What a comment says: the author's actions are "Editar" and "Deletar" as the spec names them.

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the comment pieces. */
export const commentsTexts = {
  edit: commonTexts.edit,
  delete: 'Deletar',
  reply: 'Responder',
  // spec 3: Report dialog: "Reportar" in a comment's actions.
  report: commonTexts.report,
  reportLabel: 'Reportar comentário de',
  save: commonTexts.save,
  moreReplies: 'Ver mais respostas',
  editLabel: 'Editar comentário',
  editHint: 'Ctrl+Enter ou Cmd+Enter salva, Esc cancela',
  upvote: 'Votar a favor do comentário',
  downvote: 'Votar contra o comentário',
  replies: 'Respostas a',
  confirmDeleteComment: 'Tem certeza que deseja deletar este comentário?',
  // spec: States and transitions: "[Deleted]".
  deletedComment: '[Comentário apagado]',
  section: commonTexts.comments,
  writeLabel: 'Escreva um comentário',
  replyLabel: 'Escreva uma resposta para',
  send: 'Comentar',
  sendReply: 'Responder',
  sending: commonTexts.sending,
  /** Lets a refused comment go (the app's outbox). */
  discard: commonTexts.discard,
  sendHint: 'Ctrl+Enter ou Cmd+Enter envia, Esc cancela',
  // spec: What the product does and for whom: anonymous visitors see this instead of the comment box.
  loginToComment: 'Faça login para comentar',
  moreComments: 'Mais comentários',
  loadingComments: 'Carregando comentários...',
  empty: 'Nenhum comentário ainda. Seja o primeiro a comentar!',
  // The spec words no failed comment page; ours follows its catalogue's pattern.
  loadFailed: 'Erro ao carregar os comentários',
  retry: commonTexts.retry,
  // The gentle nudge under the box while the tone looks heated; never a gate.
  nudge: 'Que tal reformular? Comentários respeitosos recebem mais respostas',
  dismissNudge: 'Dispensar',
} as const;
