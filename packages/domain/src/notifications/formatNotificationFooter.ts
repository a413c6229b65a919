/** The dropdown footer when more exist than it shows (spec: Screens and routes): "Showing 10 of N notifications". */
export function formatNotificationFooter(shown: number, total: number): string {
  return `Showing ${shown} of ${total} notifications`;
}
