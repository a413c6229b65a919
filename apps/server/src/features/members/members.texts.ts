// Portuguese refusals of the members directory.

/** Refusals of the members routes. */
export const membersServerTexts = {
  otherArea: 'Você só pode ver membros e perfis da sua própria área.',
} as const;
