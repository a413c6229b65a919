import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ position: 'relative', height: '100%', minHeight: '200px' });
/** Loading and failed states keep the map's place, so nothing jumps when it arrives. */
export const placeholder = style({
  height: '100%',
  minHeight: '200px',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
export const errorTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});
export const errorDetail = style({ margin: 0 });
