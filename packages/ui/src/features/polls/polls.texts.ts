// What a poll says besides its options.

/** Fixed texts of the poll pieces. */
export const pollsTexts = {
  vote: 'Votar',
  voting: 'Enviando voto...',
  thanks: 'Obrigado por votar!',
  yourChoice: 'Sua escolha',
  legend: 'Opções da votação',
  results: 'Resultados da votação',
} as const;
