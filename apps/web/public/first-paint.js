// Starts the app on a page the server painted; shipped as written, so its notes are in
// apps/server/src/http/indexPage.ts (startAfterPaint).
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.app;
  if (!entry) return;
  for (const form of document.querySelectorAll('#first-paint form'))
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      form.setAttribute('data-submit-asked', '');
    });
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  const images = [...document.querySelectorAll('#first-paint img')].filter((image) => !image.complete);
  let waiting = images.length;
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (waiting === 0) afterPaint();
  for (const image of images) {
    const done = () => {
      waiting -= 1;
      if (waiting === 0) afterPaint();
    };
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  }
  setTimeout(start, 3000);
})();
