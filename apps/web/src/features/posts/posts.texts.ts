// What the posts views of the app say beyond the ui pieces' own texts.
import { shellTexts } from '@vizinhos/ui';

/** Names of the posts views. */
export const postViewTexts = {
  /** The single post view's region (spec: Single post view). */
  postRegion: 'Postagem',
  /** The heading of `/`, every category's posts (spec: the sidebar's Página Inicial). */
  home: shellTexts.home,
} as const;
