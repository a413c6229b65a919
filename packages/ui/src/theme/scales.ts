// Values that are the same in light and dark: spacing, radii, type, layers, motion.

/** The non-colour half of every theme. */
export const scales = {
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radii: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    body: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  zIndex: { base: '0', dropdown: '1000', overlay: '1100', modal: '1200', toast: '1300', tooltip: '1400' },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

/** Phones' body font (themes.css.ts): the system's own, so the web font is never downloaded there. */
export const phoneFont = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
