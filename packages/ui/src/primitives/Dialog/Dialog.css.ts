import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { modal } from '../../theme/surfaces.css.ts';

/** The content width of one dialog, set per instance. */
export const widthVar = createVar();

/** Dialog box: the shared modal look, with a width that a dialog may widen. */
export const content = style([
  modal,
  { width: `min(calc(100vw - 32px), ${widthVar})`, vars: { [widthVar]: '480px' } },
]);
/** The close button in the top corner. */
export const closeCorner = style({ position: 'absolute', top: vars.space.md, right: vars.space.md });
