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
  removalNotFound: 'Remoção não encontrada.',
  appealNotYours: 'Só o autor do conteúdo removido pode pedir uma revisão.',
  appealTwice: 'Você já pediu uma revisão desta remoção.',
  appealNotFound: 'Pedido de revisão não encontrado.',
  cannotRestore: 'Este conteúdo não pode mais ser restaurado.',
  // spec 3: Roles and permissions, nobody judges their own case.
  decisionBars: {
    own_content: 'Você não pode decidir sobre o seu próprio conteúdo: aguarda outro moderador.',
    author_role: 'Conteúdo de um Admin ou do Fundador é decidido por eles: aguarda outro moderador.',
  },
  reportedPost: (title: string) => `Uma postagem foi reportada: “${title}”`,
  reportedComment: (text: string) => `Um comentário foi reportado: “${text}”`,
  removedPost: (title: string, reason: string) =>
    `Sua postagem “${title}” foi removida pela moderação. Motivo: ${reason}`,
  removedComment: (text: string, reason: string) =>
    `Seu comentário “${text}” foi removido pela moderação. Motivo: ${reason}`,
  restoredPost: (title: string) => `Sua postagem “${title}” foi restaurada após revisão da moderação.`,
  restoredComment: (text: string) => `Seu comentário “${text}” foi restaurado após revisão da moderação.`,
  upheld: (excerpt: string) => `A moderação revisou a remoção de “${excerpt}” e a manteve.`,
  warned: (message: string) => `Aviso da moderação: ${message}`,
  muted: (until: string) =>
    `A moderação silenciou você até ${until} (horário de Brasília): você pode ler, mas não escrever.`,
} as const;
