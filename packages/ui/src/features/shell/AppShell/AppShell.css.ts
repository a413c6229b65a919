import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

/** The whole signed-in page. */
export const root = style({
  minHeight: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.default,
});
/** Sidebar and main side by side. */
export const body = style({ flex: 1, minHeight: 0 });
/** The sidebar column on wide screens; on small screens it moves into the drawer (spec: Screens and routes). */
export const aside = style({
  position: 'sticky',
  top: '56px',
  width: '248px',
  flexShrink: 0,
  maxHeight: 'calc(100vh - 56px)',
  overflowY: 'auto',
  borderRight: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  alignSelf: 'stretch',
  '@media': { [smallScreen]: { display: 'none' } },
});
/** The main region. */
export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [smallScreen]: { padding: vars.space.md, paddingBottom: '88px' } },
});
/** The reading measure: about 600 px of text, the column the timeline and a single post keep. */
const readingColumnWidth = '600px';
/** The main region's content: the reading column, or the whole width. */
export const content = style({
  width: '100%',
  marginInline: 'auto',
  selectors: { '&[data-column="reading"]': { maxWidth: readingColumnWidth } },
});
/** The floating button that opens the drawer, only on small screens. */
export const fab = style({
  display: 'none',
  '@media': {
    [smallScreen]: {
      display: 'inline-flex',
      position: 'fixed',
      right: vars.space.lg,
      bottom: vars.space.lg,
      zIndex: vars.zIndex.dropdown,
      boxShadow: vars.shadow.lg,
      borderRadius: vars.radii.full,
    },
  },
});
/** The drawer: a panel from the left edge instead of the centred dialog box. */
export const drawer = style({
  selectors: {
    // Doubled class so the drawer's placement wins over the dialog's centred box in any CSS order.
    '&&': {
      top: 0,
      left: 0,
      bottom: 0,
      transform: 'none',
      width: 'min(300px, calc(100vw - 48px))',
      maxHeight: '100vh',
      height: '100vh',
      borderRadius: 0,
      padding: `${vars.space.xl} 0 ${vars.space.md}`,
      overflowY: 'auto',
    },
  },
});
/** The drawer's title, kept for screen readers. */
export const drawerTitle = style({ padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md });
