/** A phone, where the system share sheet is what a resident expects. */
function prefersShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Shares a post's link: the system share sheet on phones where it exists (the sheet confirms by
 * itself), else the clipboard. Says which was used; rejects when neither worked.
 */
export async function sharePostLink({
  url,
  title,
}: {
  url: string;
  title: string;
}): Promise<'sheet' | 'copied'> {
  if (prefersShareSheet()) {
    await navigator.share({ url, title });
    return 'sheet';
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}
