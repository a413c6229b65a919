// The layout check: pieces lay out with the ui's Stack and Inline, not hand-written flex blocks.

/** How many `display: 'flex'` declarations a style file writes (comments left out). */
export function flexBlocks(source: string): number {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return code.match(/display:\s*['"]flex['"]/g)?.length ?? 0;
}

/**
 * The style files allowed to keep hand-written flex blocks, with how many and why: each is not a
 * plain column or row (a sticky bar, a layout changed by a media query or a data
 * attribute, a primitive's box that pieces restyle through `className`), or waits for another
 * change. Every other `*.css.ts` file writes none: its piece uses Stack and Inline.
 */
export const allowedFlexBlocks: Record<string, { count: number; why: string }> = {
  'packages/ui/src/primitives/Stack/Stack.css.ts': { count: 1, why: 'the column primitive itself' },
  'packages/ui/src/primitives/Inline/Inline.css.ts': { count: 1, why: 'the row primitive itself' },
  'packages/ui/src/primitives/Callout/Callout.css.ts': {
    count: 1,
    why: 'the notice box, turned into a column or re-aligned by pieces through className',
  },
  'packages/ui/src/primitives/RadioGroup/RadioGroup.css.ts': {
    count: 1,
    why: 'the group, given another gap and wrapping by pieces through className (the theme choice)',
  },
  'packages/ui/src/primitives/Avatar/Avatar.css.ts': {
    count: 1,
    why: "the initial centred in the avatar's round frame (fills it; not a list of children)",
  },
  'packages/ui/src/features/shell/AppHeader/AppHeader.css.ts': {
    count: 3,
    why: 'the sticky bar whose gap changes on phones, a block hidden on phones, the menu rows (the header menu is being reworked elsewhere)',
  },
  'packages/ui/src/features/accounts/AuthFrame/AuthFrame.css.ts': {
    count: 1,
    why: 'the page centres its card on wide screens and starts it at the top on phones (media query)',
  },
  'packages/ui/src/features/posts/Timeline/Timeline.css.ts': {
    count: 1,
    why: 'the sticky, zero-height dock of the "N novidades" pill',
  },
  'packages/ui/src/features/messaging/ChatWindow/MessageRow.css.ts': {
    count: 1,
    why: "a message's column lines up right or left by data-own",
  },
  'packages/ui/src/features/notifications/NotificationDropdown/NotificationDropdown.css.ts': {
    count: 1,
    why: "the Popover's panel, composed with the floating panel's look",
  },
};

/** Files writing more flex blocks than allowed (none for a file not listed), as readable lines. */
export function excessFlexBlocks(
  counts: Record<string, number>,
  allowed: Record<string, { count: number }> = allowedFlexBlocks,
): string[] {
  return Object.entries(counts)
    .filter(([file, count]) => count > (allowed[file]?.count ?? 0))
    .map(([file, count]) => `${file}: ${count} display: 'flex' (allowed ${allowed[file]?.count ?? 0})`);
}
