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
  // Decoded (or failed), then two frames: the one that paints them has been shown before the app's
  // scripts are asked for. One frame was not always enough (the paint is presented after the frame's
  // work), and a phone's largest paint then waited for the scripts too (issue 27: LCP).
  const images = [...document.querySelectorAll('#first-paint img')];
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(afterPaint);
  setTimeout(start, 3000);
})();
