/** The dropdown footer when more exist than it shows (doc 1 §2): "Showing 10 of N notifications". */
export function formatNotificationFooter(shown: number, total: number): string {
  return `Showing ${shown} of ${total} notifications`;
}
