// What a member card says.

/** Fixed texts of the member pieces. */
export const membersTexts = {
  points: 'Pontos de influência',
  sendMessage: 'Enviar Mensagem',
} as const;
