import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The spinning ring; its colour follows the text around it. */
export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: vars.radii.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  verticalAlign: 'middle',
  selectors: {
    '&[data-size="sm"]': { width: '12px', height: '12px' },
    '&[data-size="md"]': { width: '16px', height: '16px' },
    '&[data-size="lg"]': { width: '24px', height: '24px', borderWidth: '3px' },
  },
});
