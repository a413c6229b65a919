// Starts the app on a page the server painted; shipped as written, so its notes are in
// apps/server/src/http/indexPage.ts (startAfterPaint). A script of the page's head, run before the
// page is read: no submit or click on the painted page can come before it holds it for the app
// (apps/web/src/views/firstPaint.ts takes them over).
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.app;
  if (!entry) return;
  const painted = (target) => (target instanceof Element ? target.closest('#first-paint') : null);
  // One held action, the last: a submitted form or a clicked button.
  const hold = (element) => {
    for (const held of document.querySelectorAll('#first-paint [data-held]'))
      held.removeAttribute('data-held');
    element.setAttribute('data-held', '');
  };
  document.addEventListener(
    'submit',
    (event) => {
      if (!painted(event.target)) return;
      event.preventDefault();
      hold(event.target);
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = painted(event.target) && event.target.closest('button[type="button"]');
      if (button) hold(button);
    },
    true,
  );
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
  // work), and a phone's largest paint then waited for the scripts too (LCP).
  const whenRead = () => {
    const images = [...document.querySelectorAll('#first-paint img')];
    const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
    Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(afterPaint);
    setTimeout(start, 3000);
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', whenRead, { once: true });
  else whenRead();
})();
