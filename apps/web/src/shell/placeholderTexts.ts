// Texts of the views that later issues fill (timeline posts, map, members, messaging, profile).
// The names come from the spec's sidebar and menu (doc 1 §2); the notes are provisional.

/** Headings and notes of the placeholder views. */
export const placeholderTexts = {
  timelineNote: 'As postagens da vizinhança aparecem aqui.',
  map: 'Mapa',
  members: 'Membros',
  messaging: 'Conversas',
  profile: 'Meu Perfil',
  soon: 'Em breve.',
  close: 'Fechar',
  post: 'Postagem',
  backToTimeline: 'Voltar para a linha do tempo',
} as const;
