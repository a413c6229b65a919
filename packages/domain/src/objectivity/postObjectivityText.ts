/**
 * The text a post's objectivity is judged on: its title and its text, one line apart. The editor's
 * live coach, its automatic and manual checks, the server's stored score (shown on the card and
 * counted for influence points) all read this, so a post is scored once, the same everywhere.
 */
export function postObjectivityText({ title, text }: { title: string; text: string }): string {
  return `${title}\n${text}`;
}
