// The one paging mechanism: which page is asked for, when none is, and how a failure shows.
import { describe, expect, it } from 'vitest';
import { firstPageLoading, loadPage, type Paging } from './paging.ts';

type Answer = { ok: true; value: string[] } | { ok: false; error: string };

/** A list of pages held in a variable, with the pages asked for recorded. */
function list(start: Paging, answers: Record<number, Answer>) {
  let paging = start;
  const asked: number[] = [];
  const items: string[] = [];
  const run = (more: boolean, moreFailure?: 'error' | 'keep') =>
    loadPage({
      read: () => paging,
      write: (patch) => {
        paging = { ...paging, ...patch };
      },
      more,
      ...(moreFailure ? { moreFailure } : {}),
      fetch: async (page) => {
        asked.push(page);
        return answers[page] ?? { ok: true, value: [] };
      },
      add: (value) => items.push(...value),
      hasMoreAfter: (value) => value.length > 0,
    });
  return { run, asked, items, paging: () => paging };
}

const ready: Paging = { ...firstPageLoading, status: 'ready', loadedPages: 1 };

describe('loadPage', () => {
  it('loads page 1, then the next pages, until an empty page ends the list', async () => {
    const pages = list(firstPageLoading, { 1: { ok: true, value: ['a'] }, 2: { ok: true, value: ['b'] } });
    await pages.run(false);
    await pages.run(true);
    await pages.run(true);
    await pages.run(true);
    expect(pages.asked).toEqual([1, 2, 3]);
    expect(pages.items).toEqual(['a', 'b']);
    expect(pages.paging()).toMatchObject({ status: 'ready', loadedPages: 3, hasMore: false });
  });

  it('asks nothing more while the first page or another is on its way', async () => {
    const loading = list(firstPageLoading, {});
    await loading.run(true);
    const busy = list({ ...ready, isLoadingMore: true }, {});
    await busy.run(true);
    expect([...loading.asked, ...busy.asked]).toEqual([]);
  });

  it('turns the list to its error when page 1 fails, and a later page’s failure as the list asks', async () => {
    const failed: Answer = { ok: false, error: 'Erro ao carregar' };
    const first = list(firstPageLoading, { 1: failed });
    await first.run(false);
    expect(first.paging()).toMatchObject({ status: 'error', error: 'Erro ao carregar' });
    const kept = list(ready, { 2: failed });
    await kept.run(true, 'keep');
    expect(kept.paging()).toMatchObject({ status: 'ready', isLoadingMore: false, error: 'Erro ao carregar' });
    const shown = list(ready, { 2: failed });
    await shown.run(true, 'error');
    expect(shown.paging()).toMatchObject({ status: 'error', loadedPages: 1 });
  });
});
