import { lazyDialog, lazyView } from '../../../utils/lazyView.tsx';

/**
 * The report dialog with Radix's dialog (focus trap, scroll lock, portal): a chunk of its own,
 * fetched when the pointer or focus comes to a "Reportar" button (preloadReportDialog) or when it is
 * first shown (only what the view uses).
 */
export const LazyReportDialog = lazyDialog(
  lazyView(() => import('./ReportDialog.tsx').then((module) => module.ReportDialog)),
);

/** Fetches the report dialog's chunk (on a "Reportar" button's intent). */
export function preloadReportDialog(): void {
  LazyReportDialog.preload().catch(() => {
    // Fetched again when the dialog is shown.
  });
}
