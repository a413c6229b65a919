// The texts the moderation rules return (spec 3: Entities and their fields, Validation rules).

export const moderationTexts = {
  reasons: {
    spam: 'Spam ou propaganda',
    ofensivo: 'Ofensivo ou de ódio',
    falso: 'Informação falsa',
    privacidade: 'Expõe a privacidade de alguém',
    outro: 'Outro motivo',
  },
  noReason: 'Sem motivo informado',
  theModeration: 'A moderação',
  reasonInvalid: 'Motivo inválido.',
  noteNeeded: 'Conte o motivo em poucas palavras (até 300 caracteres).',
  removeReasonNeeded: 'Diga ao autor por que o conteúdo foi removido.',
  warnMessageNeeded: 'Escreva a mensagem para o autor.',
  muteHoursInvalid: 'Escolha 24 horas ou 7 dias.',
  roleInvalid: 'Papel inválido.',
  onlyModeration: 'Apenas a moderação da área pode fazer isso.',
  onlyFounderOrAdmin: 'Apenas o Fundador ou um Admin pode nomear moderadores.',
  onlyFounder: 'Apenas o Fundador pode nomear ou remover admins.',
  founderFixed: 'O papel de Fundador não pode ser alterado.',
  mutedUntil: (when: string) =>
    `Você está silenciado até ${when} (horário de Brasília): pode ler, mas não escrever.`,
} as const;
