// "Compartilhar": the alert lives in the posts' store, not in the card, so the card being drawn
// again (the timeline turning into a virtual list) cannot take it away; a refused clipboard says so.
import { POST_ERROR_TEXTS } from '@vizinhos/domain';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastAtom } from '../../store/toast.ts';
import { sharePostAtom } from './actions.ts';

const link = { url: 'http://vizinhos.test/posts/post-1', title: 'Vendo bicicleta' };

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText: spy } as unknown as Clipboard);
  return spy;
}

afterEach(() => vi.restoreAllMocks());

describe('sharePostAtom', () => {
  it('copies the link and raises the spec alert in the store', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    const store = createStore();
    await store.set(sharePostAtom, link);
    expect(writeText).toHaveBeenCalledWith(link.url);
    expect(store.get(toastAtom)).toMatchObject({ tone: 'success', text: POST_ERROR_TEXTS.shareCopied });
  });

  it('says the copy failed when the browser refuses the clipboard', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError')));
    const store = createStore();
    await store.set(sharePostAtom, link);
    expect(store.get(toastAtom)).toMatchObject({ tone: 'danger', text: POST_ERROR_TEXTS.shareFailed });
  });

  it('on a phone hands the link to the share sheet and adds no alert of its own, nor when dismissed', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const store = createStore();
      await store.set(sharePostAtom, link);
      expect(share).toHaveBeenCalledWith(link);
      share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
      await store.set(sharePostAtom, link);
      expect(writeText).not.toHaveBeenCalled();
      expect(store.get(toastAtom)).toBeUndefined();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
