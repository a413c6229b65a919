import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** One notification; unread ones are tinted and carry a dot (spec: Screens and routes). */
export const root = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border.default}`,
  background: 'transparent',
  textAlign: 'left',
  color: vars.color.text.default,
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { background: vars.color.surface.sunken },
    '&[data-unread="true"]': {
      background: vars.color.tone.primary.soft,
      color: vars.color.tone.primary.onSoft,
    },
  },
});
export const dot = style({
  flexShrink: 0,
  width: '8px',
  height: '8px',
  marginTop: '6px',
  borderRadius: vars.radii.full,
  background: vars.color.tone.primary.solid,
  selectors: { '&[data-unread="false"]': { visibility: 'hidden' } },
});
export const itemBody = style({
  minWidth: 0,
  flex: 1,
});
export const itemTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const itemContent = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const itemTime = style({ fontSize: vars.fontSize.xs, opacity: 0.85 });
