/**
 * Reads every item of a wire list, dropping the ones the reader rejects (undefined: no id, not a
 * record). The spec's lists arrive missing or null in some answers (spec: Entities and their fields), so both
 * read as empty.
 */
export function mapDefined<Item, Value>(
  items: readonly Item[] | null | undefined,
  read: (item: Item) => Value | undefined,
): Value[] {
  const values: Value[] = [];
  for (const item of items ?? []) {
    const value = read(item);
    if (value !== undefined) values.push(value);
  }
  return values;
}
