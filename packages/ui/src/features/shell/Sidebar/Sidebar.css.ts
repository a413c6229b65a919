import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The sidebar's column of groups. */
export const root = style({
  padding: vars.space.md,
});
/** A group's title. */
export const groupTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.text.muted,
});
/** The list of a group. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
/** One entry (a link, or Serviços' button); the current one is highlighted (spec: Screens and routes) and marked aria-current. */
export const item = style({
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'none',
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    '&[aria-current="page"]': {
      background: vars.color.tone.primary.soft,
      color: vars.color.tone.primary.onSoft,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.tone.primary.solid}`,
    },
  },
});
/** A quieter second line under an item (the area name under Vizinhança). */
export const itemDetail = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
/** The area card. */
export const areaCard = style({
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.default}`,
});
/** The area card's name. */
export const areaName = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
/** City and state. */
export const areaPlace = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
