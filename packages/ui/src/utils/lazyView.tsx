import { type ComponentType, lazy, type MouseEvent, Suspense, useState } from 'react';

/** A view in a chunk of its own, with `preload` to fetch that chunk before it is first rendered. */
export type LazyView<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Wraps a view's dynamic import: the chunk is fetched on first render, or earlier through `preload`
 * (on intent, or once signed in); once loaded the view renders at once, without suspending. The one
 * lazy mechanism of the app's views and of the design system's overlays (only what the
 * view uses).
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed fetch (a dropped connection) is tried again on the next intent or render.
        pending = undefined;
        throw error;
      },
    );
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

/**
 * A dialog its caller opens through `open` (no trigger of its own) whose code is a lazy view: nothing
 * is rendered until it is first opened, then the view, kept mounted so that it closes as Radix closes
 * it; nothing shows while its chunk comes. `preload` fetches it on the intent of what opens it.
 */
export function lazyDialog<P extends { open: boolean }>(view: LazyView<P>): LazyView<P> {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module load, as lazyView is.
  function Dialog(props: P) {
    const [wasOpened, setOpened] = useState(props.open);
    if (props.open && !wasOpened) setOpened(true);
    if (!props.open && !wasOpened) return null;
    const View = view;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return Object.assign(Dialog, { preload: view.preload });
}

/** How an overlay's trigger was first pressed: not yet, with a pointer, or with Enter or Space. */
export type Opening = 'pointer' | 'keyboard' | undefined;

/** The handlers an overlay's stand-in trigger takes (useOpenOnIntent). */
export type IntentTriggerProps = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
};

/**
 * The trigger side of an overlay (menu, popover, dialog) whose Radix code is a lazy view: until it is
 * first pressed the trigger is a plain button with these handlers, which fetch the overlay's chunk
 * when the pointer, focus or a finger comes to it; the press is kept (`opening`), so the overlay
 * mounts open once its chunk is there: no click is lost. A click without a pointer (`detail` 0) is
 * Enter or Space on the button: the menu then puts the focus on its first item, as Radix does.
 */
export function useOpenOnIntent(
  view: { preload: () => Promise<unknown> },
  onPress?: (event: MouseEvent<HTMLElement>) => void,
): [Opening, IntentTriggerProps] {
  const [opening, setOpening] = useState<Opening>(undefined);
  const prefetch = () => {
    view.preload().catch(() => {
      // Tried again on the press: the render fetches it.
    });
  };
  return [
    opening,
    {
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onTouchStart: prefetch,
      onClick: (event) => {
        onPress?.(event);
        setOpening(event.detail === 0 ? 'keyboard' : 'pointer');
      },
    },
  ];
}
