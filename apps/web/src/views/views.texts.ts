// Texts of the routed views' shared pieces: the placeholders of the views later issues fill (timeline
// posts, map, members, messaging, profile, settings) and the 404 page. The names come from the spec's
// sidebar and menu; the notes are provisional.

/** Headings and notes of the placeholder views. */
export const placeholderTexts = {
  timelineNote: 'As postagens da vizinhança aparecem aqui.',
  map: 'Mapa',
  members: 'Membros',
  messaging: 'Conversas',
  profile: 'Meu Perfil',
  memberProfile: 'Perfil',
  settings: 'Configurações',
  soon: 'Em breve.',
  close: 'Fechar',
  post: 'Postagem',
  backToTimeline: 'Voltar para a linha do tempo',
} as const;

/** The page for an address the app does not know. */
export const notFoundTexts = {
  title: 'Página não encontrada',
  note: 'O endereço aberto não corresponde a nenhuma página do Vizinhos.',
  backHome: 'Voltar para a página inicial',
} as const;
