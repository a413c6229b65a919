// Small-screen breakpoints (spec: Screens and routes hides the username on small screens; the drawer appears there).

/** Phones: up to 640 px wide. */
export const smallScreen = 'screen and (max-width: 640px)';
/** Tablets and narrow windows: up to 960 px wide. */
export const mediumScreen = 'screen and (max-width: 960px)';
/** Users who asked the system for less motion. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
