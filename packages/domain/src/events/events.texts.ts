// The texts of the private calendar feed (beyond the spec, which words only the per-event calendar
// errors: those stay in posts.texts.ts). Worded like the spec's own failures: "Erro ao ..." and a
// network variant.

/** Failures of the calls that show and regenerate the resident's calendar feed link. */
export const CALENDAR_FEED_TEXTS = {
  loadFailed: 'Erro ao carregar o link da agenda',
  loadNetwork: 'Erro de rede ao carregar o link da agenda',
  regenerateFailed: 'Erro ao gerar um novo link da agenda',
  regenerateNetwork: 'Erro de rede ao gerar um novo link da agenda',
} as const;
