import { createStore } from 'jotai';

/** The one store of the app, shared by React and the realtime bridge (STYLE.md, Atoms). */
export const store = createStore();
