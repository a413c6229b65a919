// Texts of the routed views' shared pieces: the 404 page. The views named by the spec's sidebar and
// menu take their headings from the ui shell's catalogue (`shellTexts`).

/** The page for an address the app does not know. */
export const notFoundTexts = {
  title: 'Página não encontrada',
  note: 'O endereço aberto não corresponde a nenhuma página do Vizinhos.',
  backHome: 'Voltar para a página inicial',
} as const;
