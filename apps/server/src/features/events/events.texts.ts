// Portuguese texts of the private calendar feed: the refusal of an unknown or replaced address, and
// the name calendar apps show for the subscribed feed.

/** Texts of the calendar feed routes. */
export const eventsServerTexts = {
  feedNotFound: 'Agenda não encontrada: este link não existe ou foi trocado por um novo.',
  feedName: (areaName: string) => `Vizinhos: eventos de ${areaName}`,
} as const;
