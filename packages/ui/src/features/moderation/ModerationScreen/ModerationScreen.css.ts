import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const page = style({
  padding: vars.space.lg,
  maxWidth: '48rem',
  margin: '0 auto',
  width: '100%',
});
