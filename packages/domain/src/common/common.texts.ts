/**
 * Words that several features show, kept once so a wording change is one edit: the units of the
 * relative times (spec: timeline post card, map side list) and the single post view's fixed texts,
 * which the shell and the post card both show.
 */
export const commonTexts = {
  minute: { one: 'minuto', other: 'minutos' },
  hour: { one: 'hora', other: 'horas' },
  day: { one: 'dia', other: 'dias' },
  untitledPost: 'Untitled Post',
  loadingPost: 'Loading post...',
} as const;
