// Texts of the routed views' shared pieces: the placeholders of the views later issues fill (member
// profile, map, members, conversations, settings) and the 404 page; the notes are provisional. The views named by
// the spec's sidebar and menu take their headings from the ui shell's catalogue (`shellTexts`).

/** Headings and notes of the placeholder views that the ui shell does not name. */
export const placeholderTexts = {
  memberProfile: 'Perfil',
  soon: 'Em breve.',
} as const;

/** The page for an address the app does not know. */
export const notFoundTexts = {
  title: 'Página não encontrada',
  note: 'O endereço aberto não corresponde a nenhuma página do Vizinhos.',
  backHome: 'Voltar para a página inicial',
} as const;
