import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({
  maxWidth: '880px',
  marginInline: 'auto',
  width: '100%',
});
export const title = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.xl });
export const about = style({
  flex: '1 1 240px',
  minWidth: 0,
});
export const name = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});
export const summary = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});
