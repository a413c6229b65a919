/**
 * `text` with the first `tag` in it replaced by `insert`, by slicing; `text` unchanged when `tag`
 * is not in it. For markup made from residents' words (a painted page): String.replace with a
 * string reads `$&`, `$'` and `` $` `` in the replacement as patterns, so a post titled `$'` would
 * copy the rest of the page into every neighbour's.
 */
export function replaceFirst(text: string, tag: string, insert: string): string {
  const at = text.indexOf(tag);
  return at === -1 ? text : text.slice(0, at) + insert + text.slice(at + tag.length);
}
