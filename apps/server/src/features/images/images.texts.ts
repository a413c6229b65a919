// Portuguese refusals of uploads and of the images they become.

/** Refusals of image uploads; the limits are the real ones, formatted by the caller. */
export const imagesTexts = {
  imageInvalid: 'A imagem deve ser um arquivo PNG, JPEG, GIF ou WebP válido.',
  hourlyQuota: (count: number, size: string) =>
    `Você atingiu o limite de envio de imagens: no máximo ${count} imagens e ${size} por hora. Tente novamente mais tarde.`,
  totalQuota: (count: number, size: string) =>
    `Seu espaço para imagens está cheio: o limite é de ${count} imagens e ${size} no total.`,
} as const;
