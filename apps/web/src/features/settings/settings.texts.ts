// What the settings overlay says beyond the ui pieces' own texts.

/** Headings of the settings overlay. */
export const settingsTexts = {
  /** The calendar feed's section (beyond the spec). */
  agenda: 'Agenda',
} as const;
