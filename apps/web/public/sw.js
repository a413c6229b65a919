// Vizinhos' service worker, kept tiny (beyond the spec: Web Push for what cannot wait). The server
// sends { category, title, body, url: '/posts/{id}', tag }; a click opens that post in the app.
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof notice.url === 'string' && notice.url.startsWith('/') ? notice.url : '/';
  event.waitUntil(
    self.registration.showNotification(notice.title || 'Vizinhos', {
      body: notice.body || '',
      tag: notice.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'pt-BR',
      data: { url },
    }),
  );
});

// The open app's pages come under this worker at once, so a click can take one of them to the post.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      return open
        .navigate(url)
        .then((client) => (client ?? open).focus())
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
