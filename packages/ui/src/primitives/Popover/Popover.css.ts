import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { floatingPanel } from '../../theme/surfaces.css.ts';

/** The popover panel. */
export const content = style([floatingPanel, { padding: vars.space.md, maxWidth: 'calc(100vw - 16px)' }]);
