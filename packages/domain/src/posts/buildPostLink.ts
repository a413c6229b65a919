/** The share link of a post: `{origin}/posts/{id}` (doc 2 §2). */
export function buildPostLink(origin: string, postId: string): string {
  return `${origin.replace(/\/+$/, '')}/posts/${encodeURIComponent(postId)}`;
}
