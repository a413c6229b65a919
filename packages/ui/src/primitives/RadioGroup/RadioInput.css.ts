import { style } from '@vanilla-extract/css';

// The native radio drawn as RadioGroup.css.ts's item (a button before): the browser's own look and
// margin gone, the checked dot laid over it, centred, letting clicks through to the radio.
export const control = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });
export const input = style({ appearance: 'none', margin: 0 });
export const dot = style({ position: 'absolute', top: '5px', left: '5px', pointerEvents: 'none' });
