import type { PostCardProps } from '@vizinhos/ui';
import { isValidElement, useLayoutEffect, useRef } from 'react';

/** How deep a card's props are compared: a poll's summary (options, each with its figures) is the deepest. */
const DEPTH = 6;

/**
 * Whether two values show the same: equal data, plain objects, arrays and elements compared by
 * content, anything else (a Set, a Date) by identity. Two functions count as the same: a card's
 * callbacks close over its post (compared here) and the atoms' setters, which never change, so the
 * newer one does what the older does.
 */
function showsTheSame(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (isValidElement(a) || isValidElement(b))
    return (
      isValidElement(a) &&
      isValidElement(b) &&
      a.type === b.type &&
      a.key === b.key &&
      showsTheSame(a.props, b.props, depth - 1)
    );
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, index) => showsTheSame(value, b[index], depth - 1))
    );
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype)
    return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      showsTheSame((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth - 1),
  );
}

/**
 * The cards' props, each card's previous props object kept while it would show the same (its post,
 * texts, counts and states unchanged): the list's cards are memoised, so a card whose props are the
 * same object is not drawn again. Without it, every render of the page (the live connection coming
 * up, a count in the shell, the block list settling) made new callbacks for every card and drew
 * every card again, in one task that does not yield. A card whose text would change (its relative
 * time, a vote) gets its new props, as before.
 */
export function useStableCards(cards: PostCardProps[]): PostCardProps[] {
  // What the last commit showed, by post id (written once committed: a render React drops leaves it).
  const shown = useRef(new Map<string, PostCardProps>());
  const stable = cards.map((card) => {
    const previous = shown.current.get(card.post.id);
    return previous !== undefined && showsTheSame(previous, card, DEPTH) ? previous : card;
  });
  useLayoutEffect(() => {
    shown.current = new Map(stable.map((card) => [card.post.id, card]));
  });
  return stable;
}
