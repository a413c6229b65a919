import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** One message; the reader's own sit on the right. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  selectors: { '&[data-own="true"]': { alignItems: 'flex-end' } },
});
export const sender = style({
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});
export const senderName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text.default });
export const bubble = style({
  maxWidth: '80%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  selectors: {
    [`${root}[data-own="true"] &`]: {
      background: vars.color.tone.primary.soft,
      color: vars.color.tone.primary.onSoft,
    },
    [`${root}[data-status="failed"] &`]: { outline: `1px solid ${vars.color.tone.danger.border}` },
  },
});
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const post = style({
  marginTop: vars.space.xs,
  padding: vars.space.xs,
  borderLeft: `3px solid ${vars.color.tone.primary.solid}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const postLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const mark = style({ display: 'inline-flex', color: vars.color.text.muted });
export const retry = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radii.sm,
  background: vars.color.tone.danger.soft,
  color: vars.color.tone.danger.onSoft,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
});
