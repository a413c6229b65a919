/** A mark of the coach as the text field needs it: UTF-16 offsets, end exclusive. */
export type TextRange = { start: number; end: number };

/** A run of the text: plain, or the mark at `markIndex`. */
export type TextSegment = { text: string; markIndex: number | undefined };

/**
 * Cuts the text into plain runs and marked runs, in order. Marks come debounced, so they may
 * describe an older text: a mark past the end is clipped, and one that overlaps the previous or is
 * empty is skipped, so the runs always add up to the text exactly.
 */
export function splitMarkedText(text: string, marks: readonly TextRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  marks.forEach((mark, markIndex) => {
    const start = Math.max(mark.start, cursor);
    const end = Math.min(mark.end, text.length);
    if (end <= start) return;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), markIndex: undefined });
    segments.push({ text: text.slice(start, end), markIndex });
    cursor = end;
  });
  if (cursor < text.length) segments.push({ text: text.slice(cursor), markIndex: undefined });
  return segments;
}
