/** How long a new or just-opened post stays highlighted (doc 2 §4: "Post highlight lasts 2 s"). */
export const POST_HIGHLIGHT_MS = 2_000;
