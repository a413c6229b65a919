import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, Suspense, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button/Button.tsx';
import { Dialog } from '../primitives/Dialog/Dialog.tsx';
import { lazyDialog, lazyView, type Opening, useOpenOnIntent } from './lazyView.tsx';

/** The view a chunk holds in these stories: it says how its trigger was pressed. */
function Panel({ opening }: { opening: Opening }) {
  return <p role="status">{opening === 'keyboard' ? 'Painel aberto pelo teclado' : 'Painel aberto'}</p>;
}

/** A dialog a chunk holds, opened through `open` alone. */
function PanelDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content aria-describedby={undefined}>
        <Dialog.Title>Detalhes da área</Dialog.Title>
        <p>Vila Mariana, São Paulo.</p>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The dialog's chunk fetch in the LazyDialog story. */
const loadDialog = fn(async () => PanelDialog);

/** A chunk fetch that fails the first time (a dropped connection), then gives the panel. */
function failingOnce(): ExampleProps['load'] {
  let calls = 0;
  return async () => {
    calls += 1;
    if (calls === 1) throw new Error('conexão perdida');
    return Panel;
  };
}

/** Props of the examples: the chunk's fetch, a spy the story swaps (slow, failing once). */
type ExampleProps = { load: () => Promise<ComponentType<{ opening: Opening }>> };

/** A stand-in button that fetches the view's chunk on intent and opens it on its first press (useOpenOnIntent). */
function IntentExample({ load }: ExampleProps) {
  // A view per story, so each starts with nothing fetched.
  const [view] = useState(() => lazyView(load));
  const [opening, intent] = useOpenOnIntent(view);
  const View = view;
  const standIn = (
    <Button aria-expanded={false} {...intent}>
      Abrir painel
    </Button>
  );
  if (!opening) return standIn;
  return (
    <Suspense fallback={standIn}>
      <View opening={opening} />
    </Suspense>
  );
}

const meta = {
  id: 'primitives-lazyview',
  title: 'Primitivos/lazyView',
  component: IntentExample,
  args: { load: fn(async () => Panel) },
} satisfies Meta<typeof IntentExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing fetched at first; the pointer on the button fetches the chunk once, the press opens the view. */
export const OpensOnIntent: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Abrir painel' });
    await expect(args.load).not.toHaveBeenCalled();
    await userEvent.hover(button);
    await expect(args.load).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(await screen.findByRole('status')).toHaveTextContent('Painel aberto');
    await expect(args.load).toHaveBeenCalledTimes(1);
  },
};

/** By keyboard: focus fetches the chunk, Enter opens the view, which hears it came from a key. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Abrir painel' }).focus();
    await expect(args.load).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('status')).toHaveTextContent('Painel aberto pelo teclado');
  },
};

/** A slow chunk: the press is kept, the button stays until the chunk comes, then the view shows unasked. */
export const SlowChunk: Story = {
  args: { load: fn(() => new Promise((resolve) => setTimeout(() => resolve(Panel), 400))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir painel' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Abrir painel' })).toBeVisible();
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await expect(await screen.findByRole('status')).toHaveTextContent('Painel aberto');
  },
};

/** The first fetch fails (a dropped connection): nothing breaks, and the press fetches it again. */
export const FailedFetchRetried: Story = {
  args: {
    load: fn(failingOnce()),
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Abrir painel' });
    await userEvent.hover(button);
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(1));
    await userEvent.click(button);
    await expect(await screen.findByRole('status')).toHaveTextContent('Painel aberto');
    await expect(args.load).toHaveBeenCalledTimes(2);
  },
};

/** lazyDialog: nothing rendered or fetched until first opened; closed, it opens again without a new fetch. */
export const LazyDialog: Story = {
  beforeEach: () => {
    loadDialog.mockClear();
  },
  render: () => <DialogExample load={loadDialog} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ver detalhes' });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(loadDialog).not.toHaveBeenCalled();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da área' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(button);
    await expect(await screen.findByRole('dialog', { name: 'Detalhes da área' })).toBeVisible();
    await expect(loadDialog).toHaveBeenCalledTimes(1);
  },
};

/** A button that opens a lazyDialog through `open`. */
function DialogExample({ load }: { load: () => Promise<typeof PanelDialog> }) {
  const [LazyPanel] = useState(() => lazyDialog(lazyView(load)));
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ver detalhes</Button>
      <LazyPanel open={open} onOpenChange={setOpen} />
    </>
  );
}
