// What the app's messaging wiring says beyond the pieces' texts.

/** Texts of the messaging wiring. */
export const messagingAppTexts = {
  noMembership: 'Este participante não pode ser alterado agora. Tente novamente.',
} as const;
