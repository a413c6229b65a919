// Error texts and notice words of the moderation routes (spec 3: Error catalogue, Live messages).

export const moderationServerTexts = {
  reportNotFound: 'Denúncia não encontrada.',
  memberNotFound: 'Morador não encontrado.',
  contentNotFound: 'Conteúdo não encontrado.',
  decided: 'Esta denúncia já foi analisada e não pode ser retirada.',
  notReported: 'Você não reportou este conteúdo.',
  muteModerator: 'Não é possível silenciar quem modera a área.',
  muteSelf: 'Você não pode silenciar a si mesmo.',
  blockSelf: 'Você não pode bloquear a si mesmo.',
  blockedConversation: 'Não é possível conversar com este morador.',
  reportedPost: (title: string) => `Uma postagem foi reportada: “${title}”`,
  reportedComment: (text: string) => `Um comentário foi reportado: “${text}”`,
  removedPost: (title: string, reason: string) =>
    `Sua postagem “${title}” foi removida pela moderação. Motivo: ${reason}`,
  removedComment: (text: string, reason: string) =>
    `Seu comentário “${text}” foi removido pela moderação. Motivo: ${reason}`,
  warned: (message: string) => `Aviso da moderação: ${message}`,
  muted: (until: string) =>
    `A moderação silenciou você até ${until} (horário de Brasília): você pode ler, mas não escrever.`,
} as const;
