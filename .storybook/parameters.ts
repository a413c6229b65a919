import type { createStore, WritableAtom } from 'jotai';

/** The Jotai store a story renders with. */
export type JotaiStore = ReturnType<typeof createStore>;

/** `parameters.jotai`: atoms and the values the story's fresh store starts with. */
export type StoryJotaiParameters = {
  // biome-ignore lint/suspicious/noExplicitAny: a seed list holds atoms of any value type.
  values?: ReadonlyArray<readonly [WritableAtom<any, [any], void>, unknown]>;
};

/** `parameters.router`: the MemoryRouter's starting location, or no MemoryRouter for a story with its own router. */
export type StoryRouterParameters = { initialEntries?: string[]; hasOwnRouter?: boolean };
