// What the app's modules read from the browser when they load, given to the server entry
// (firstPaint.server.tsx imports this first): the drafts of comments and messages are kept in
// sessionStorage and read when their atoms are made; on the server there is none.
const empty: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};
if (typeof globalThis.sessionStorage === 'undefined')
  Object.defineProperty(globalThis, 'sessionStorage', { value: empty, configurable: true });
