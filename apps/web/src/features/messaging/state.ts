import { atom } from 'jotai';

// The unread conversation count (spec: Conversation unread count). Messaging fetches and moves it once
// built; the shell shows it on the conversations button and in the tab title. A new session's store
// starts it at 0, which is the logout reset.
const unreadConversationsBaseAtom = atom(0);

/** Unread conversations, never below zero. */
export const unreadConversationsAtom = atom((get) => get(unreadConversationsBaseAtom));
