/** Joins class names, skipping empty ones; the caller's `className` goes last so it wins. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
