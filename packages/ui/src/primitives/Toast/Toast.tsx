import { createContext, Suspense, useCallback, useContext, useEffect, useState } from 'react';
import { commonTexts } from '../../common.texts.ts';
import { type LazyView, lazyView } from '../../utils/lazyView.tsx';
import { viewport } from './Toast.css.ts';
import type {
  ToastDescriptionProps,
  ToastProviderProps,
  ToastRootProps,
  ToastTitleProps,
} from './ToastParts.tsx';

export type { ToastProviderProps, ToastRootProps } from './ToastParts.tsx';

// Radix's toast (its provider, viewport, swipe and timers) is a chunk of its own, fetched when a
// first toast is raised (only what the view uses); until then the provider draws an empty
// viewport in its place.
const parts = () => import('./ToastParts.tsx');
const LoadedProvider = lazyView(() => parts().then((module) => module.ToastProvider));
const LoadedRoot = lazyView(() => parts().then((module) => module.ToastRoot));
const LoadedTitle: LazyView<ToastTitleProps> = lazyView(() => parts().then((module) => module.ToastTitle));
const LoadedDescription: LazyView<ToastDescriptionProps> = lazyView(() =>
  parts().then((module) => module.ToastDescription),
);
const preloadParts = () =>
  Promise.all([LoadedProvider, LoadedRoot, LoadedTitle, LoadedDescription].map((part) => part.preload()));

/** Inside a provider not loaded yet: asks it to load (a toast is raised); null once loaded. */
const RaiseToast = createContext<(() => void) | null>(null);

/** The viewport's stand-in: Radix's region and list, empty, until the first toast. */
function ViewportStandIn({ label }: { label: string }) {
  return (
    <section aria-label={label.replace('{hotkey}', 'F8')} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol tabIndex={-1} className={viewport} />
    </section>
  );
}

/**
 * The toasts' provider: its children are its toasts (wrap nothing else: they mount again when the
 * first toast brings Radix's provider in).
 */
function Provider({ children, ...rest }: ToastProviderProps) {
  const [isRaised, setRaised] = useState(false);
  const raise = useCallback(() => {
    setRaised(true);
    void preloadParts().catch(() => {
      // The render below fetches it again.
    });
  }, []);
  const standIn = (
    <RaiseToast value={raise}>
      {children}
      <ViewportStandIn label={commonTexts.toasts} />
    </RaiseToast>
  );
  if (!isRaised) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LoadedProvider {...rest}>
        <RaiseToast value={null}>{children}</RaiseToast>
      </LoadedProvider>
    </Suspense>
  );
}

function Root(props: ToastRootProps) {
  const raise = useContext(RaiseToast);
  const isOpen = props.open ?? props.defaultOpen ?? true;
  useEffect(() => {
    if (raise && isOpen) raise();
  }, [raise, isOpen]);
  // Shown once the provider has loaded Radix's toast; a closed toast waits for it silently.
  return raise ? null : <LoadedRoot {...props} />;
}

function Title(props: ToastTitleProps) {
  return <LoadedTitle {...props} />;
}

function Description(props: ToastDescriptionProps) {
  return <LoadedDescription {...props} />;
}

/** The spec's alerts as toasts (same texts), in Radix's words: Provider, Root, Title, Description. */
export const Toast = { Provider, Root, Title, Description };
