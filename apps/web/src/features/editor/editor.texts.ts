// What the post editor's wiring says beyond the ui pieces' own texts.

/** Texts of the editor in the app. */
export const editorViewTexts = {
  /** The browser refused or could not give its position (the map picker will replace this step). */
  locationRefused:
    'Não foi possível obter sua localização. Permita o acesso à localização no navegador e tente de novo.',
} as const;
