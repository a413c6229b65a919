// The policy the stories run under: the app's own (apps/server, security headers) with one
// exception for the test harness. Vitest's tester page and Vite's dev client bring inline scripts
// of their own (a per-run config, React Refresh's preamble), so scripts here may be inline; nothing
// else is loosened: a story that evals, loads from another origin or calls out fails.
const directives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  // The dev server's own WebSocket (Vite's client) on the same host.
  'connect-src': ["'self'", 'ws://127.0.0.1:*', 'ws://localhost:*'],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/** The Content-Security-Policy header value for the stories' pages. */
export const storybookContentSecurityPolicy = Object.entries(directives)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');
