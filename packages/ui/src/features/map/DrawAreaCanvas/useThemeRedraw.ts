import { useEffect, useState } from 'react';
import { POINT_LABEL_FONT } from './drawCanvas.ts';

/**
 * A canvas paints colours and text once, so it must repaint when the theme class changes (the app or
 * Storybook switches light and dark by a class on <html> or <body>) and when a web font finishes
 * loading (point labels painted before Inter arrived would keep the fallback font). Returns a
 * counter to depend on.
 */
export function useThemeRedraw(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setTick((value) => value + 1));
    for (const element of [document.documentElement, document.body]) {
      observer.observe(element, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    }
    const fonts = document.fonts;
    const repaint = () => setTick((value) => value + 1);
    fonts?.addEventListener('loadingdone', repaint);
    // The labels' font may not be requested by the page yet: ask for it, and repaint once it is in.
    void fonts?.load(POINT_LABEL_FONT).then(repaint, () => undefined);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', repaint);
    };
  }, []);
  return tick;
}
