// What a poll says besides its options.

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the poll pieces. */
export const pollsTexts = {
  vote: 'Votar',
  voting: 'Enviando voto...',
  thanks: 'Obrigado por votar!',
  yourChoice: 'Sua escolha',
  legend: commonTexts.pollOptions,
  results: 'Resultados da votação',
} as const;
