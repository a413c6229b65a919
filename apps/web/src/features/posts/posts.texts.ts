// What the posts views of the app say beyond the ui pieces' own texts.

/** Names of the posts views. */
export const postViewTexts = {
  /** The single post view's region (spec: Single post view). */
  postRegion: 'Postagem',
  /** The heading of `/`, every category's posts (spec: the sidebar's Página Inicial). */
  home: 'Página Inicial',
} as const;
