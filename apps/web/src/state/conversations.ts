import { atom } from 'jotai';

// doc 1 §4: the unread conversation count. Messaging (a later issue) fetches and moves it; the shell
// shows it on the conversations button and in the tab title.
const unreadConversationsBaseAtom = atom(0);

/** Unread conversations, never below zero. */
export const unreadConversationsAtom = atom((get) => get(unreadConversationsBaseAtom));

/** Sets the count (from a fetch); reset to 0 on logout (doc 1 §4). */
export const setUnreadConversationsAtom = atom(null, (_get, set, count: number) => {
  set(unreadConversationsBaseAtom, Math.max(0, count));
});
