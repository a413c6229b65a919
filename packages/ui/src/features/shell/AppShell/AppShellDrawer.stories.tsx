import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MouseEvent, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button.tsx';
import { AppShellDrawer, type AppShellDrawerProps } from './AppShellDrawer.tsx';

/** The sidebar's links stay on the page (as the app's router keeps it). */
const stay = (event: MouseEvent) => event.preventDefault();

/** The drawer with its open state held as AppShell holds it; `onOpenChange` hears each change. */
function HeldDrawer({ isOpen: initiallyOpen, onOpenChange, ...rest }: AppShellDrawerProps) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <AppShellDrawer
      {...rest}
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        setOpen(open);
      }}
    />
  );
}

// The sidebar's drawer on a phone, the half AppShell loads on the "Menu" button's intent, rendered
// here with its chunk already there.
const meta = {
  id: 'shell-appshelldrawer',
  title: 'Estrutura/AppShellDrawer',
  component: AppShellDrawer,
  render: (args) => <HeldDrawer {...args} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    trigger: <Button size="lg">Menu</Button>,
    isOpen: true,
    onOpenChange: fn(),
    sidebar: (
      <nav aria-label="Navegação principal">
        <ul>
          <li>
            <a href="/" onClick={stay}>
              Início
            </a>
          </li>
          <li>
            <a href="/categoria/eventos" onClick={stay}>
              Eventos
            </a>
          </li>
        </ul>
      </nav>
    ),
  },
} satisfies Meta<typeof AppShellDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => screen.findByRole('dialog', { name: 'Menu de navegação' });

/** Closed: only the button; a press opens the drawer with the sidebar in it. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(
      within(await drawer()).getByRole('navigation', { name: 'Navegação principal' }),
    ).toBeVisible();
  },
};

/** Open: any choice inside closes the drawer (spec: Screens and routes). */
export const Open: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await drawer()).getByRole('link', { name: 'Eventos' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** By keyboard: the focus moves into the drawer; Enter on a link closes it, Escape too, onto the button. */
export const ByKeyboard: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const shown = await drawer();
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const again = await drawer();
    const link = within(again).getByRole('link', { name: 'Início' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
