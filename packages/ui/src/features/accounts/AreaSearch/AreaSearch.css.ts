import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The results list. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '240px',
  overflowY: 'auto',
});
/** One result: a full-width button with the area and its place. */
export const option = style({
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.surface.highlight },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.tone.primary.solid,
      background: vars.color.tone.primary.soft,
      color: vars.color.tone.primary.onSoft,
    },
  },
});
/** The area's name. */
export const optionName = style({ fontWeight: vars.fontWeight.semibold });
/** City, state and member count. */
export const optionPlace = style({ fontSize: vars.fontSize.xs, color: 'inherit', opacity: 0.85 });
/** "Buscando áreas..." and "Nenhuma área encontrada.". */
export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

/** A town without an area: the same button, dashed, since choosing it proposes a new area. */
export const townOption = style([option, { borderStyle: 'dashed' }]);
