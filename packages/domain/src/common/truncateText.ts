/** The mark appended to a cut text (doc 1 §9: "each followed by an ellipsis"). */
export const ELLIPSIS = '...';

/**
 * Cuts a text to `limit` characters and appends "..." when it was longer (doc 1 §9). Counts code
 * points, so an emoji or accented letter is never split in half.
 */
export function truncateText(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}${ELLIPSIS}` : text;
}
