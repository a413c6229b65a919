import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** "Etapa 2 de 4: Área". */
export const progress = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.text.muted,
});
