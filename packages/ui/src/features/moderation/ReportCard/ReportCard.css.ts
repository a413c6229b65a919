import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });
/** The reported and the current version side by side, one under the other on a narrow screen. */
export const versions = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
export const version = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.md,
});
