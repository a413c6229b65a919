// Portuguese refusals of the comments routes. The spec words only the client's alerts ('Erro ao
// criar comentário', 'Erro ao atualizar comentário'); the server says why, and the app shows it.
import { COMMENT_TEXT_MAX } from '@vizinhos/api';
import { serverTexts } from '../../http/server.texts.ts';

const thousands = new Intl.NumberFormat('pt-BR');

/** Refusals of the comments routes. */
export const commentsServerTexts = {
  postNotFound: serverTexts.postNotFound,
  notFound: 'Comentário não encontrado.',
  parentNotFound: 'O comentário respondido não foi encontrado.',
  parentOfAnotherPost: 'O comentário respondido pertence a outra postagem.',
  parentDeleted: 'Não é possível responder a um comentário excluído.',
  onlyAuthor: 'Apenas o autor pode editar ou excluir este comentário.',
  deleted: 'Este comentário foi excluído.',
  // spec: Validation rules: empty or whitespace-only text cannot be sent, nor an edit saved empty.
  blank: 'O comentário não pode ficar em branco.',
  tooLong: `O comentário deve ter no máximo ${thousands.format(COMMENT_TEXT_MAX)} caracteres.`,
  textRequired: 'O campo "texto do comentário" é obrigatório.',
  textInvalid: 'O campo "texto do comentário" é inválido.',
  nudgeOutcomeRequired: 'O campo "resultado" do lembrete de tom é obrigatório.',
  nudgeOutcomeInvalid:
    'O campo "resultado" do lembrete de tom deve ser "edited", "sent_anyway" ou "dismissed".',
  nudgeFiguresFounderOnly: 'Apenas o fundador da área pode ver os números do lembrete de tom.',
  voteTargetRequired: 'Informe o comentário ("comment_id") cujo voto deve ser removido.',
} as const;
