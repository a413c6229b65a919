import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The two colours of the initial's gradient (domain's palette for the username). */
export const fromVar = createVar();
export const toVar = createVar();

/** The round frame; size from `data-size`. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radii.full,
  verticalAlign: 'middle',
  userSelect: 'none',
  width: '40px',
  height: '40px',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-size="sm"]': { width: '28px', height: '28px', fontSize: vars.fontSize.xs },
    '&[data-size="lg"]': { width: '64px', height: '64px', fontSize: vars.fontSize.xl },
  },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
/** The coloured initial: white on a dark gradient (the palettes keep AA contrast for white). */
export const fallback = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#ffffff',
  fontWeight: vars.fontWeight.semibold,
  backgroundColor: toVar,
  backgroundImage: `linear-gradient(135deg, ${fromVar}, ${toVar})`,
});
