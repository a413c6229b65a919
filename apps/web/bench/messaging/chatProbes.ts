// What the messaging bench runs INSIDE the page (each function is serialised by Playwright, so it
// names nothing from outside itself).

declare global {
  interface Window {
    __messagingBench: { pages: number; lastPageAt: number | null; firstPaintAt: number | null };
  }
}

/** The chat's scroll box (ChatWindow's messages region). */
export const chatScrollerSelector = 'section[aria-label="Mensagens"]';

/** Init script: counts the message pages answered, and notes when the first rows are painted. */
export function installMessagingProbe(): void {
  const probe: Window['__messagingBench'] = { pages: 0, lastPageAt: null, firstPaintAt: null };
  window.__messagingBench = probe;
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await originalFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/\/conversations\/[^/]+\/messages\?/.test(url) && (init?.method ?? 'GET') === 'GET') {
      probe.pages++;
      probe.lastPageAt = performance.now();
    }
    return response;
  };
  const waitForRows = () => {
    if (document.querySelector('section[aria-label="Mensagens"] li')) {
      requestAnimationFrame(() => {
        probe.firstPaintAt = performance.now();
      });
    } else requestAnimationFrame(waitForRows);
  };
  requestAnimationFrame(waitForRows);
}

/**
 * Scrolls the chat by `stepPx` each animation frame until `until` pages are in (or `frames` frames
 * passed): the gaps between frames, the most elements the list held, the pages loaded.
 */
export function scrollChatByFrames({
  stepPx,
  frames,
  untilPages,
}: {
  stepPx: number;
  frames: number;
  untilPages: number;
}): Promise<{ gaps: number[]; maxElements: number; pages: number; scrolledPx: number }> {
  return new Promise((resolve) => {
    const box = document.querySelector<HTMLElement>('section[aria-label="Mensagens"]');
    if (!box) throw new Error('no chat scroll box');
    const start = box.scrollTop;
    const gaps: number[] = [];
    let maxElements = 0;
    let last: number | null = null;
    let count = 0;
    const tick = (time: number) => {
      if (last !== null) gaps.push(time - last);
      last = time;
      box.scrollTop += stepPx;
      if (count % 10 === 0) maxElements = Math.max(maxElements, box.querySelectorAll('*').length);
      count++;
      const pages = window.__messagingBench.pages;
      if (count < frames && pages < untilPages) requestAnimationFrame(tick);
      else resolve({ gaps, maxElements, pages, scrolledPx: box.scrollTop - start });
    };
    requestAnimationFrame(tick);
  });
}
