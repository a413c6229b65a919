import { toSearchKey } from '../common/index.ts';

/** An area search, folded (accents, case, spaces) and split at its last "-", "," or "/". */
export type AreaQuery = {
  /** The whole text, folded: a town, an area, a neighbourhood or a state. */
  key: string;
  /** What comes before the last separator ("vila mariana" of "Vila Mariana, São Paulo"). */
  head: string;
  /** What comes after it ("sp" of "Campinas - SP"): a state or a town; undefined without one. */
  tail: string | undefined;
};

/**
 * Reads what a newcomer types to find a place (signup, spec: Calls search/areas): "Campinas",
 * "campinas - sp", "Vila Mariana, São Paulo", "SP". Hyphens inside names ("Embu-Guaçu") are not
 * separators: only one with a space beside it is.
 */
export function splitAreaQuery(text: string): AreaQuery {
  const key = toSearchKey(text);
  const match = /^(.*\S)\s*(?:,|\s-|\/)\s*(.+)$/.exec(key);
  const head = match?.[1]?.trim();
  const tail = match?.[2]?.trim();
  return head && tail ? { key, head, tail } : { key, head: key, tail: undefined };
}
