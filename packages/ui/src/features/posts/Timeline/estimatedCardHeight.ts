/**
 * A card's first guess before it is measured (a plain post is about this tall): the virtual list's
 * estimate, and the room a card still to come keeps in the flowing list (TimelinePostList).
 */
export const ESTIMATED_CARD_PX = 300;
