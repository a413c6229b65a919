export { mediumScreen, reducedMotion, smallScreen } from './breakpoints.ts';
export type { Tone } from './contract.css.ts';
export { toneNames, vars } from './contract.css.ts';
export { darkThemeClass, deviceSchemeClass, lightThemeClass } from './themes.css.ts';
export { toned, toneVars } from './tone.css.ts';
