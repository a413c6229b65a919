/** How long a new or just-opened post stays highlighted (spec: States and transitions: "Post highlight lasts 2 s"). */
export const POST_HIGHLIGHT_MS = 2_000;
