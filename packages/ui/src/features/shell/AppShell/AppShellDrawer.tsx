import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { shellTexts } from '../shell.texts.ts';
import { drawer, drawerTitle } from './AppShell.css.ts';

/** Props of AppShellDrawer: its button, whether it is open, the sidebar it shows. */
export type AppShellDrawerProps = {
  /** The floating button, the dialog's trigger. */
  trigger: ReactElement;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  sidebar: ReactNode;
};

/** The sidebar as a drawer on small screens (spec: Screens and routes), loaded by AppShell on intent. */
export function AppShellDrawer({ trigger, isOpen, onOpenChange, sidebar }: AppShellDrawerProps) {
  // Doc 1 §2: "The drawer closes after any choice": any link or button pressed inside it closes it.
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) onOpenChange(false);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content className={drawer} aria-describedby={undefined}>
        <Dialog.Title className={drawerTitle}>{shellTexts.menuTitle}</Dialog.Title>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the click only listens for choices bubbling up from the links and buttons inside */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choices are link and button clicks too, so they bubble here */}
        <div onClick={closeOnChoice}>{sidebar}</div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
