import { useEffect, useState } from 'react';

/**
 * A canvas paints colours once, so it must repaint when the theme class changes (the app or
 * Storybook switches light and dark by a class on <html> or <body>). Returns a counter to depend on.
 */
export function useThemeRedraw(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setTick((value) => value + 1));
    for (const element of [document.documentElement, document.body]) {
      observer.observe(element, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    }
    return () => observer.disconnect();
  }, []);
  return tick;
}
