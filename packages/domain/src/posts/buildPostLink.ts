/** The share link of a post: `{origin}/posts/{id}` (spec: Screens and routes). */
export function buildPostLink(origin: string, postId: string): string {
  return `${origin.replace(/\/+$/, '')}/posts/${encodeURIComponent(postId)}`;
}
