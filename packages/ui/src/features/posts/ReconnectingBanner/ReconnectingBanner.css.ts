import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The live region; it takes room only while it shows the banner. */
export const root = style({ selectors: { '&:not(:empty)': { marginBottom: vars.space.md } } });
export const title = style({ fontWeight: vars.fontWeight.semibold });
