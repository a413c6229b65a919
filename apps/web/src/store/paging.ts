// The one paging mechanism of the app's paged lists (ARCHITECTURE.md: the client store): where a
// list stands, and the one way a page is asked for, added and failed. The list keeps its items where
// it likes (the store's entities and ids for timelines and threads); this keeps the rest.

/** Where one paged list stands. */
export type Paging = {
  status: 'loading' | 'ready' | 'error';
  /** The pages loaded; 0 before the first answer. */
  loadedPages: number;
  /** Another page may follow (each list's rule says when the end is reached). */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** The last failure's text, when the list shows one. */
  error: string | undefined;
};

/** A list whose first page is on its way. */
export const firstPageLoading: Paging = {
  status: 'loading',
  loadedPages: 0,
  hasMore: true,
  isLoadingMore: false,
  error: undefined,
};

/** A page's answer, as the api client gives it. */
type PageAnswer<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Asks a list for a page: `more` the next one (nothing while one is on its way or after the end),
 * otherwise page 1 (a first load or a retry). The answer goes to `add` and `hasMoreAfter` says
 * whether another page may follow; a failure of page 1 turns the list to its error, a failure of a
 * later one does too when `moreFailure` is `'error'` (the timeline's retry), else keeps the list
 * with the text. `write` gets each change of the paging; `read` the list's paging now. `keepShown`
 * asks page 1 again without a loading state (the items stay shown until the answer replaces them).
 */
export async function loadPage<T>(list: {
  read: () => Paging;
  write: (patch: Partial<Paging>) => void;
  more: boolean;
  fetch: (page: number) => Promise<PageAnswer<T>>;
  add: (answer: T, page: number) => void;
  hasMoreAfter: (answer: T) => boolean;
  moreFailure?: 'error' | 'keep';
  /** Page 1 again over items still shown: no loading state while it comes. */
  keepShown?: boolean;
}): Promise<void> {
  const current = list.read();
  if (list.more && (current.status === 'loading' || current.isLoadingMore || !current.hasMore)) return;
  const page = list.more ? current.loadedPages + 1 : 1;
  list.write(
    list.more
      ? { status: 'ready', isLoadingMore: true, error: undefined }
      : { status: 'loading', error: undefined },
  );
  const answer = await list.fetch(page);
  if (!answer.ok) {
    const toError = !list.more || list.moreFailure === 'error';
    list.write({ ...(toError ? { status: 'error' } : {}), isLoadingMore: false, error: answer.error });
    return;
  }
  list.add(answer.value, page);
  list.write({
    status: 'ready',
    loadedPages: page,
    hasMore: list.hasMoreAfter(answer.value),
    isLoadingMore: false,
    error: undefined,
  });
}
