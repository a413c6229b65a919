/** The mark appended to a cut text (spec: Business constants and limits: "each followed by an ellipsis"). */
export const ELLIPSIS = '...';

/**
 * Cuts a text to `limit` characters and appends "..." when it was longer (spec: Business constants and limits). Counts code
 * points, so an emoji or accented letter is never split in half.
 */
export function truncateText(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}${ELLIPSIS}` : text;
}
