/** The system share sheet was used: the sheet confirms by itself, so the card shows no "copied" toast. */
class SharedWithSheet extends Error {
  constructor() {
    super('shared with the system share sheet');
  }
}

/** A phone, where the system share sheet is what a resident expects (spec: share; issue: phones). */
function prefersShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Shares a post's link (spec: Error catalogue: "Link copiado para a área de transferência!"): the
 * system share sheet on phones where it exists, else the clipboard. Rejects when nothing was
 * copied, which is how the card knows not to show its toast.
 */
export async function sharePostLink({ url, title }: { url: string; title: string }): Promise<void> {
  if (prefersShareSheet()) {
    await navigator.share({ url, title });
    throw new SharedWithSheet();
  }
  await navigator.clipboard.writeText(url);
}
