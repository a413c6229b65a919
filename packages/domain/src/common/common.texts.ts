/**
 * Words that several features show, kept once so a wording change is one edit: the units of the
 * relative times (spec: timeline post card, map side list).
 */
export const commonDomainTexts = {
  minute: { one: 'minuto', other: 'minutos' },
  hour: { one: 'hora', other: 'horas' },
  day: { one: 'dia', other: 'dias' },
} as const;
