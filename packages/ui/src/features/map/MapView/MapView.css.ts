import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({
  minHeight: 'calc(100vh - 120px)',
  padding: vars.space.md,
});
export const heading = style({ minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const address = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });
export const layout = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: vars.space.md,
  minHeight: '480px',
  '@media': { [smallScreen]: { gridTemplateColumns: '1fr', gridTemplateRows: '360px auto' } },
});
export const map = style({ height: '100%', minHeight: '360px' });
export const side = style({ minHeight: 0 });
export const sideTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  maxHeight: '70vh',
});
export const card = style({
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `3px solid ${vars.color.tone.primary.solid}`, outlineOffset: '2px' },
  },
});
export const meta = style({
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
export const cardText = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
export const term = style({ fontWeight: vars.fontWeight.medium });
export const definition = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
