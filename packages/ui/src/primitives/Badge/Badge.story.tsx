// Badge story harness: a piece at a phone's width (390 px), and the check that its badges and small
// buttons keep their own width there instead of stretching over the column or flex row they sit in
// (the profile's role badge once spanned the whole card).
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** A phone's width, the narrowest screen the stories check. */
const phoneWidthPx = 390;

/** Renders the story inside a column as wide as a phone. */
export const atPhoneWidth: Decorator = (Story) => (
  <div style={{ width: phoneWidthPx, maxWidth: '100%' }}>
    <Story />
  </div>
);

/** Badges are spans carrying a tone and an emphasis (primitives/Badge). */
const badgeSelector = 'span[data-tone][data-emphasis]';

/** The box an element is laid out in: its nearest ancestor that is not an inline wrapper. */
function containerOf(element: Element): HTMLElement {
  let parent = element.parentElement;
  while (parent && ['inline', 'contents'].includes(getComputedStyle(parent).display))
    parent = parent.parentElement;
  if (!parent) throw new Error('the element sits in no box');
  return parent;
}

/** The width a box gives its children: its width without padding and borders. */
function contentWidth(box: HTMLElement): number {
  const style = getComputedStyle(box);
  const sides = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  return (
    box.getBoundingClientRect().width - sides.reduce((sum, side) => sum + Number.parseFloat(style[side]), 0)
  );
}

/**
 * Every badge under `root`, and every element of `also`, is narrower than the box it sits in.
 * `atLeast` badges must be there, so a check cannot pass on nothing.
 */
export async function expectOwnWidths(
  root: HTMLElement,
  { atLeast = 1, also = [] }: { atLeast?: number; also?: readonly HTMLElement[] } = {},
) {
  const badges = [...root.querySelectorAll<HTMLElement>(badgeSelector)];
  await expect(badges.length).toBeGreaterThanOrEqual(atLeast);
  for (const element of [...badges, ...also]) {
    const width = element.getBoundingClientRect().width;
    const room = contentWidth(containerOf(element));
    // Stretched, a piece is exactly as wide as the room it has; its own width leaves some over.
    await expect(width, `"${element.textContent}" fills its box`).toBeLessThan(room - 1);
  }
}
