import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The field: label, the text with its marks, the live score and the list of marks. */
export const root = style({ minWidth: 0 });

/** Holds the marks' layer under the text area, in the same box. */
export const frame = style({
  position: 'relative',
  display: 'grid',
  borderRadius: vars.radii.md,
  background: vars.color.surface.raised,
});

/**
 * The marks' layer: the same text in the same box and font as the text area above it, drawn
 * transparent so that only the marks' backgrounds show through.
 */
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  color: 'transparent',
  pointerEvents: 'none',
  borderColor: 'transparent',
});

/** The text area, see-through so the marks show under its text. */
export const input = style({
  position: 'relative',
  background: 'transparent',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
});

/** One marked word or sign. */
export const mark = style({
  color: 'transparent',
  background: vars.color.tone.warning.soft,
  borderBottom: `2px solid ${vars.color.tone.warning.solid}`,
  borderRadius: vars.radii.sm,
  selectors: {
    '&[data-active="true"]': {
      background: vars.color.tone.danger.soft,
      borderBottomColor: vars.color.tone.danger.solid,
    },
  },
});

/** The live score and the reason of the mark under the pointer or focus. */
export const status = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  minHeight: '1.5em',
});

export const reason = style({ color: vars.color.text.default, fontWeight: vars.fontWeight.medium });

/** The marks, one focusable button each. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const listLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted, margin: 0 });

export const markButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.tone.warning.border}`,
  borderRadius: vars.radii.full,
  background: vars.color.tone.warning.soft,
  color: vars.color.tone.warning.onSoft,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[data-active="true"]': {
      background: vars.color.tone.danger.soft,
      color: vars.color.tone.danger.onSoft,
      borderColor: vars.color.tone.danger.border,
    },
  },
});
