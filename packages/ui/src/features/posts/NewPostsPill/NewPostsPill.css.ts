import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** A rounded, raised button over the cards. */
export const pill = style({ borderRadius: vars.radii.full, boxShadow: vars.shadow.lg });
