import { type ComponentType, lazy } from 'react';

/** A view in a chunk of its own, with `preload` to fetch that chunk before it is first rendered. */
export type LazyView<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Wraps a view's dynamic import: the chunk is fetched on first render, or earlier through `preload`
 * (on intent, or once signed in); once loaded the view renders at once, without suspending.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per view at module load, as React.lazy is.
  function View(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(View, { preload });
}
