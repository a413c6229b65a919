// Portuguese refusals of a poll answer. The client's own failure text ("Erro ao votar na enquete",
// spec: Error catalogue) comes from domain; these say why the server refused.

/** Refusals of POST poll_responses. */
export const pollsServerTexts = {
  notAPoll: 'Esta postagem não é uma enquete.',
  optionNotFound: 'Opção da enquete não encontrada.',
  optionMismatch: 'A opção enviada não confere com a opção do endereço.',
  alreadyAnswered: 'Você já respondeu a esta enquete.',
} as const;
