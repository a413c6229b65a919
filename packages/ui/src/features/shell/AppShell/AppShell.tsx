import { type ComponentPropsWithRef, type MouseEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { shellTexts } from '../shell.texts.ts';
import { aside, body, content, drawer, drawerTitle, fab, main, root } from './AppShell.css.ts';

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
  // Doc 1 §2: "The drawer closes after any choice": any link or button pressed inside it closes it.
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) setDrawerOpen(false);
  };
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
        <Dialog.Root open={isDrawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger asChild>
            <Button className={fab} size="lg" aria-expanded={isDrawerOpen}>
              {shellTexts.openMenu}
            </Button>
          </Dialog.Trigger>
          <Dialog.Content className={drawer} aria-describedby={undefined}>
            <Dialog.Title className={drawerTitle}>{shellTexts.menuTitle}</Dialog.Title>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the click only listens for choices bubbling up from the links and buttons inside */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choices are link and button clicks too, so they bubble here */}
            <div onClick={closeOnChoice}>{sidebar}</div>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </Stack>
  );
}
