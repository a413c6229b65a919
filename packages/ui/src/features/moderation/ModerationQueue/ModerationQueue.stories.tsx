import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeReportItems } from '@vizinhos/api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModerationQueue } from './ModerationQueue.tsx';

const items = makeReportItems();

const meta = {
  id: 'moderation-moderationqueue',
  title: 'Moderação/ModerationQueue',
  component: ModerationQueue,
  args: {
    items,
    firstReportedLabels: {
      'post-loja': 'há 3 horas',
      'comment-briga': 'há 2 horas',
      'post-boato': 'há 1 hora',
    },
    onKeep: fn(),
    onRemove: fn(),
    onWarn: fn(),
    onMute: fn(),
  },
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three pending items, oldest first; each card acts on its own item. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Denúncias pendentes' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Manter' }));
    await expect(args.onKeep).toHaveBeenCalledWith({ id: 'comment-briga' });
  },
};

/** Nothing to review. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhuma denúncia pendente. A vizinhança agradece!'),
    ).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { items: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando denúncias...' }),
    ).toBeInTheDocument();
  },
};

/** One card busy, another refused. */
export const BusyAndFailed: Story = {
  args: { busyId: 'post-loja', itemErrors: { 'post-boato': 'Denúncia não encontrada.' } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(within(cards[0]!).getByRole('button', { name: 'Manter' })).toBeDisabled();
    await expect(within(cards[2]!).getByText('Denúncia não encontrada.')).toBeVisible();
  },
};

/** The queue could not be read. */
export const Failed: Story = {
  args: { items: null, errorText: 'Apenas a moderação da área pode fazer isso.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Apenas a moderação da área pode fazer isso.'),
    ).toBeVisible();
  },
};
