// What the profile overlay says beyond the ui pieces' own texts.

/** Texts of the profile overlay. */
export const profileViewTexts = {
  /** spec: Error catalogue (share): "Link copiado para a area de transferencia!", with its accents. */
  linkCopied: 'Link copiado para a área de transferência!',
  copyFailed: 'Não foi possível copiar o link. Selecione-o e copie à mão.',
  inviteShareTitle: 'Convite para o Vizinhos',
} as const;
