import { style } from '@vanilla-extract/css';
import { item, list } from './Timeline.css.ts';

/**
 * A card's place in the static list: the virtual list's own place (its padding is the gap between
 * cards), in the flow instead of moved to a measured offset, so each card sits where the virtual
 * list puts it once measured.
 */
export const staticItem = style({ selectors: { [`${list} > ${item}&`]: { position: 'static' } } });
