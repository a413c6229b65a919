// What the posts views of the app say beyond the ui pieces' own texts.

/** Names of the posts views. */
export const postViewTexts = {
  /** The single post view's region (spec: Single post view). */
  postRegion: 'Postagem',
} as const;
