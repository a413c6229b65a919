import { type ComponentPropsWithRef, type ReactNode, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../../../primitives/Button/Button.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { lazyView, useOpenOnIntent } from '../../../utils/lazyView.tsx';
import { shellTexts } from '../shell.texts.ts';
import { aside, body, content, fab, main, root } from './AppShell.css.ts';

// The small screens' drawer (Radix's dialog, its focus trap and scroll lock): a chunk of its own,
// fetched when the pointer, focus or a finger comes to its button (only what the view uses).
const AppShellDrawer = lazyView(() => import('./AppShellDrawer.tsx').then((module) => module.AppShellDrawer));

/** Props of AppShell: the header, the sidebar (timeline view only) and the main content. */
export type AppShellProps = ComponentPropsWithRef<'div'> & {
  header: ReactNode;
  /** The sidebar; leave it out where the view has none (spec: Screens and routes: only in the timeline view). */
  sidebar?: ReactNode;
  /** Names the main landmark. */
  mainLabel?: string;
  /**
   * `reading`: the content keeps a column of about 600 px, centred beside the sidebar (the timeline
   * and a single post read best at that measure); `full`: the whole width (the map, the members grid).
   */
  column?: 'reading' | 'full';
};

/** The signed-in layout; on small screens a floating button opens the sidebar as a drawer (spec: Screens and routes). */
export function AppShell({
  header,
  sidebar,
  mainLabel,
  column = 'full',
  className,
  children,
  ...rest
}: AppShellProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [opening, intent] = useOpenOnIntent(AppShellDrawer, () => setDrawerOpen(true));
  const fabOf = (props: Omit<ButtonProps, 'children'>) => (
    <Button className={fab} size="lg" aria-expanded={isDrawerOpen} {...props}>
      {shellTexts.openMenu}
    </Button>
  );
  // Until the drawer's chunk is there, the same button with the trigger's state (closed).
  const standIn = fabOf({ ...intent, 'aria-haspopup': 'dialog' });
  return (
    <Stack gap="none" {...rest} className={cx(root, className)}>
      {header}
      <Inline gap="none" align="start" wrap={false} className={body}>
        {sidebar ? <aside className={aside}>{sidebar}</aside> : null}
        <main className={main} aria-label={mainLabel}>
          <div className={content} data-column={column}>
            {children}
          </div>
        </main>
      </Inline>
      {sidebar ? (
        opening || isDrawerOpen ? (
          <Suspense fallback={standIn}>
            <AppShellDrawer
              trigger={fabOf({})}
              isOpen={isDrawerOpen}
              onOpenChange={setDrawerOpen}
              sidebar={sidebar}
            />
          </Suspense>
        ) : (
          standIn
        )
      ) : null}
    </Stack>
  );
}
