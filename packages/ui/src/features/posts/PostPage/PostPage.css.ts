import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The single post view: back link, the post's author and date, then its full card. */
export const root = style({
  maxWidth: '720px',
  width: '100%',
});
export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radii.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.muted,
});
export const byline = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const author = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text.default });
