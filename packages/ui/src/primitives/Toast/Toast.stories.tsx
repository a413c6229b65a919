import type { Meta, StoryObj } from '@storybook/react-vite';
import { POST_ERROR_TEXTS } from '@vizinhos/domain';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Tone } from '../../theme/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Toast } from './Toast.tsx';

// The post card's share alert; a primitive knows no feature, so its example wording is written here.
const shareCopied = 'Link copiado para a área de transferência!';

function Example({ tone, message }: { tone: Tone; message: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Toast.Provider>
      <Button onClick={() => setOpen(true)}>Mostrar aviso</Button>
      <Toast.Root tone={tone} open={open} onOpenChange={setOpen}>
        <Toast.Title>{message}</Toast.Title>
      </Toast.Root>
    </Toast.Provider>
  );
}

const meta = {
  id: 'primitives-toast',
  title: 'Primitivos/Toast',
  component: Example,
  args: { tone: 'success', message: shareCopied },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before the first toast only an empty viewport stands in (Radix's toast is fetched when a toast is
 * raised); the first one raised shows.
 */
export const FirstRaised: Story = {
  play: async ({ canvasElement }) => {
    const viewport = screen.getByRole('region', { name: 'Avisos (F8)' });
    await expect(viewport).toHaveTextContent('');
    await expect(screen.queryByText(shareCopied)).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
    await expect(await screen.findByText(shareCopied)).toBeVisible();
    await expect(screen.getAllByRole('region', { name: 'Avisos (F8)' })).toHaveLength(1);
  },
};

/** The spec's share alert as a toast; "Fechar" dismisses it. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
    const toast = await screen.findByText(shareCopied);
    await expect(toast).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText(shareCopied)).not.toBeInTheDocument());
  },
};

/** An error alert. */
export const ErrorAlert: Story = {
  name: 'Error',
  args: { tone: 'danger', message: POST_ERROR_TEXTS.pollVoteFailed },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
    await expect(await screen.findByText(POST_ERROR_TEXTS.pollVoteFailed)).toBeVisible();
  },
};

/** The spec's alerts (spec: Error catalogue) as toasts with the same texts, stacked. */
export const Alerts: Story = {
  tags: ['visual'],
  render: () => (
    <Toast.Provider duration={Number.POSITIVE_INFINITY}>
      {(
        [
          ['success', shareCopied],
          ['success', POST_ERROR_TEXTS.flagSucceeded],
          ['danger', POST_ERROR_TEXTS.pollVoteFailed],
          ['danger', POST_ERROR_TEXTS.deleteFailed],
          ['warning', POST_ERROR_TEXTS.calendarLinkMissing],
        ] as const
      ).map(([tone, text]) => (
        <Toast.Root key={text} tone={tone} open>
          <Toast.Title>{text}</Toast.Title>
        </Toast.Root>
      ))}
    </Toast.Provider>
  ),
  play: async () => {
    await expect(await screen.findByText(POST_ERROR_TEXTS.flagSucceeded)).toBeInTheDocument();
    await expect(screen.getAllByRole('button', { name: 'Fechar' })).toHaveLength(5);
  },
};
