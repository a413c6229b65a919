import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ minHeight: 0, height: '100%' });
export const tools = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
export const search = style({ flex: '1 1 10rem', minWidth: '10rem' });
export const state = style({ margin: vars.space.md });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1 });
/** One conversation; an unread one is bold and carries a dot (colour never alone: the dot has a name). */
export const item = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border.default}`,
  background: 'transparent',
  color: vars.color.text.default,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&[aria-current="true"]': {
      background: vars.color.tone.primary.soft,
      color: vars.color.tone.primary.onSoft,
    },
  },
});
export const itemBody = style({ minWidth: 0, flex: 1 });
export const itemName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${item}[data-unread="true"] &`]: { fontWeight: vars.fontWeight.bold } },
});
export const itemPreview = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${item}[aria-current="true"] &`]: { color: 'inherit' } },
});
export const unreadDot = style({
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: vars.radii.full,
  background: vars.color.tone.primary.solid,
});
