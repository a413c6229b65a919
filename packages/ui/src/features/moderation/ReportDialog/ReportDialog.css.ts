import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
export const fieldset = style({ border: 'none', margin: 0, padding: 0 });
