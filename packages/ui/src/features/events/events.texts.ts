// What an event's band in a post card says (spec: Events and calendar links).

/** Fixed texts of the event pieces. */
export const eventsTexts = {
  addToCalendar: 'Adicionar ao calendário',
  eventDate: 'Data do evento',
  calendarGoogle: 'Google',
  calendarOutlook: 'Outlook',
  calendarYahoo: 'Yahoo',
  calendarIcs: 'Baixar arquivo ICS',
} as const;
