import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  width: '20px',
  height: '20px',
  flexShrink: 0,
  borderRadius: vars.radii.full,
  border: `2px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  padding: 0,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.tone.primary.solid },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
export const indicator = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radii.full,
  background: vars.color.tone.primary.solid,
});
export const label = style({ fontSize: vars.fontSize.sm, cursor: 'pointer', overflowWrap: 'anywhere' });
