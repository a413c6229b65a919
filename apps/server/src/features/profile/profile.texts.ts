// Portuguese refusals of the profile editor.

/** Refusals of the profile routes. */
export const profileTexts = {
  imageInvalid: 'A imagem deve ser um arquivo PNG, JPEG, GIF ou WebP válido.',
} as const;
