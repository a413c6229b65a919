import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { toned, toneVars } from '../../theme/tone.css.ts';

/** A toned box for notices, reading the same tone variables as Badge and Button. */
export const root = style([
  toned,
  {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: vars.space.md,
    borderRadius: vars.radii.md,
    border: `1px solid ${toneVars.border}`,
    background: toneVars.soft,
    color: toneVars.onSoft,
    fontSize: vars.fontSize.sm,
  },
]);

/** The text column beside the icon; a retry button in it keeps its own width. */
export const body = style({
  flex: 1,
  minWidth: 0,
});
