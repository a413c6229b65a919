/** The single post view's error for a non-ok answer (spec: Error catalogue: "Post not found (404)"). */
export function describePostLoadError(status: number): string {
  return `Postagem não encontrada (${status})`; // spec: "Post not found ({status})"
}
