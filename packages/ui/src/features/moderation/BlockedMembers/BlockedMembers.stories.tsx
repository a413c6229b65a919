import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeBlockedMembers } from '@vizinhos/api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockedMembers } from './BlockedMembers.tsx';

const meta = {
  id: 'moderation-blockedmembers',
  title: 'Moderação/BlockedMembers',
  component: BlockedMembers,
  args: { members: makeBlockedMembers(), onUnblock: fn() },
} satisfies Meta<typeof BlockedMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two blocked residents; Desbloquear lifts one block. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Moradores bloqueados' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Desbloquear Diego Alves' }));
    await expect(args.onUnblock).toHaveBeenCalledWith({ id: 'user-diego' });
  },
};

/** Nobody blocked. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Você não bloqueou ninguém.')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { members: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** Unblocking one: its button waits. */
export const Unblocking: Story = {
  args: { busyId: 'user-carlos' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Desbloquear Carlos Mendes' }),
    ).toBeDisabled();
  },
};

/** The list could not be read. */
export const Failed: Story = {
  args: { members: null, errorText: 'Erro ao carregar os moradores bloqueados' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erro ao carregar os moradores bloqueados')).toBeVisible();
  },
};
