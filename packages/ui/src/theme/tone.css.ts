import { createVar, style } from '@vanilla-extract/css';
import { type Tone, toneNames, vars } from './contract.css.ts';

// The one tone mechanism (STYLE.md, Theme): an element with the `toned` class and a `data-tone`
// attribute gets five local variables; Badge, Button and Callout read only these.

/** Local variables a toned element reads. */
export const toneVars = {
  solid: createVar(),
  onSolid: createVar(),
  soft: createVar(),
  onSoft: createVar(),
  border: createVar(),
};

function assign(tone: Tone) {
  const t = vars.color.tone[tone];
  return {
    [toneVars.solid]: t.solid,
    [toneVars.onSolid]: t.onSolid,
    [toneVars.soft]: t.soft,
    [toneVars.onSoft]: t.onSoft,
    [toneVars.border]: t.border,
  };
}

/** Class that maps `data-tone="..."` to the local tone variables (default tone when absent). */
export const toned = style({
  vars: assign('default'),
  selectors: Object.fromEntries(toneNames.map((name) => [`&[data-tone="${name}"]`, { vars: assign(name) }])),
});
