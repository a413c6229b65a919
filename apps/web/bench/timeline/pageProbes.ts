// What the timeline bench runs INSIDE the page (each function is serialised by Playwright, so it
// may use nothing from outside its own body): the paint after each page of posts, the live
// vote_update frames received, frame gaps while scrolling or while live events pour in, and the
// vote counts the rendered cards show.

/** One GET posts page: when its response arrived and when the frame after its commit was painted. */
export type PagePaint = { page: number; responseAt: number; paintedAt: number | null };

/** What the init script gathers. */
export type TimelineProbe = {
  pagePaints: PagePaint[];
  /** vote_update messages received on the page's WebSocket. */
  voteUpdates: number;
  frames: { gaps: number[]; longAnimationFrames: LongFrame[]; running: boolean };
};

/** One long animation frame (>= 50 ms): its length, the time in scripts and in style and layout, its longest script. */
export type LongFrame = { duration: number; scriptMs: number; layoutMs: number; topScript: string };

declare global {
  interface Window {
    __timelineBench: TimelineProbe;
  }
}

/** The timeline's list (an `ol`, role list) on `/`. */
export const timelineListSelector = 'section[data-view="timeline"] ol[aria-label="Postagens da vizinhança"]';

/**
 * Init script: wraps fetch to time, for each GET posts page, its response to the next paint (the
 * first DOM change after it is React's commit; a rAF then a message lands after that frame is
 * painted), and wraps WebSocket to count the vote_update messages that reach the page.
 */
export function installTimelineProbe(): void {
  const probe: TimelineProbe = {
    pagePaints: [],
    voteUpdates: 0,
    frames: { gaps: [], longAnimationFrames: [], running: false },
  };
  window.__timelineBench = probe;
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await nativeFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const page = /\/api\/v1\/posts\?(?:.*&)?page=(\d+)/.exec(url)?.[1];
    if (page !== undefined && (init?.method ?? 'GET') === 'GET') {
      const entry: PagePaint = { page: Number(page), responseAt: performance.now(), paintedAt: null };
      probe.pagePaints.push(entry);
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            entry.paintedAt = performance.now();
          };
          channel.port2.postMessage(null);
        });
      });
      const root = document.querySelector('section[data-view="timeline"]') ?? document.body;
      observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
    }
    return response;
  };
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data === 'string') probe.voteUpdates += event.data.split('"vote_update"').length - 1;
      });
    }
  };
}

/** Starts recording the gaps between animation frames and Chromium's long animation frames (>= 50 ms). */
export function startFrameMonitor(): void {
  const frames = window.__timelineBench.frames;
  frames.gaps = [];
  frames.longAnimationFrames = [];
  frames.running = true;
  let last: number | null = null;
  const tick = (time: number) => {
    if (last !== null) frames.gaps.push(time - last);
    last = time;
    if (frames.running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    const observer = new PerformanceObserver((list) => {
      if (!frames.running) observer.disconnect();
      for (const entry of list.getEntries()) {
        // PerformanceLongAnimationFrameTiming, not in TypeScript's DOM types yet.
        const frame = entry as PerformanceEntry & {
          styleAndLayoutStart: number;
          scripts: Array<{
            duration: number;
            invoker: string;
            sourceURL: string;
            sourceFunctionName: string;
          }>;
        };
        const [top] = [...frame.scripts].sort((a, b) => b.duration - a.duration);
        frames.longAnimationFrames.push({
          duration: frame.duration,
          scriptMs: frame.scripts.reduce((total, script) => total + script.duration, 0),
          layoutMs: frame.startTime + frame.duration - frame.styleAndLayoutStart,
          topScript: top
            ? `${top.invoker} ${top.sourceFunctionName} ${top.sourceURL.split('/').at(-1)} ${Math.round(top.duration)} ms`
            : '',
        });
      }
    });
    observer.observe({ type: 'long-animation-frame' });
  }
}

/** Stops the monitor; the gaps and long animation frames recorded since it started. */
export function stopFrameMonitor(): { gaps: number[]; longAnimationFrames: LongFrame[] } {
  const { frames } = window.__timelineBench;
  frames.running = false;
  return { gaps: [...frames.gaps], longAnimationFrames: [...frames.longAnimationFrames] };
}

/**
 * Scrolls the page by `stepPx` in each of `frames` animation frames (scrollBy inside rAF, so every
 * frame has new cards to place); the gaps between frames and the most elements seen in the list.
 */
export function scrollByFrames({
  stepPx,
  frames,
  listSelector,
}: {
  stepPx: number;
  frames: number;
  listSelector: string;
}): Promise<{ gaps: number[]; maxListElements: number; scrolledPx: number }> {
  return new Promise((resolve) => {
    const gaps: number[] = [];
    const startY = window.scrollY;
    let maxListElements = 0;
    let last: number | null = null;
    let count = 0;
    const tick = (time: number) => {
      if (last !== null) gaps.push(time - last);
      last = time;
      window.scrollBy(0, stepPx);
      if (count % 10 === 0)
        maxListElements = Math.max(maxListElements, document.querySelectorAll(`${listSelector} *`).length);
      count++;
      if (count < frames) requestAnimationFrame(tick);
      else resolve({ gaps, maxListElements, scrolledPx: window.scrollY - startY });
    };
    requestAnimationFrame(tick);
  });
}

/** The up and down counts each rendered card shows, by its place in the list (0 = newest). */
export function readRenderedVotes(listSelector: string): Array<{ index: number; up: number; down: number }> {
  const read = (button: Element | undefined) => Number(/(\d+)\s*$/.exec(button?.textContent ?? '')?.[1]);
  return [...document.querySelectorAll(`${listSelector} > li`)].map((item) => {
    const buttons = [...item.querySelectorAll('footer button[aria-pressed]')];
    return {
      index: Number(item.getAttribute('aria-posinset')) - 1,
      up: read(buttons[0]),
      down: read(buttons[1]),
    };
  });
}
