import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAppealItems, makeAwaitingAppealItem } from '@vizinhos/api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppealList } from './AppealList.tsx';

const meta = {
  id: 'moderation-appeallist',
  title: 'Moderação/AppealList',
  component: AppealList,
  args: {
    appeals: makeAppealItems(),
    askedLabels: { 'appeal-feira': 'há 2 horas' },
    onRestore: fn(),
    onUphold: fn(),
  },
} satisfies Meta<typeof AppealList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending second look: what was removed, why, the author's note, "Restaurar" and "Manter remoção". */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pedidos de revisão' })).toBeVisible();
    await expect(canvas.getByText('Pedido de carlos.mendes, há 2 horas')).toBeVisible();
    await expect(canvas.getByText('Motivo da remoção: Propaganda de loja.')).toBeVisible();
    await expect(
      canvas.getByText('Nota do autor: É uma feira gratuita da associação, não uma loja.'),
    ).toBeVisible();
    const restore = canvas.getByRole('button', { name: 'Restaurar' });
    await expect(restore).toHaveAccessibleDescription('Postagem “Feira de artesanato no domingo”');
    await userEvent.click(restore);
    await expect(args.onRestore).toHaveBeenCalledWith('appeal-feira');
    await userEvent.click(canvas.getByRole('button', { name: 'Manter remoção' }));
    await expect(args.onUphold).toHaveBeenCalledWith('appeal-feira');
  },
};

/** A decision being sent: both buttons disabled; a refused one shows why. */
export const BusyAndRefused: Story = {
  args: {
    busyId: 'appeal-feira',
    itemErrors: { 'appeal-feira': 'Este conteúdo não pode mais ser restaurado.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Restaurar/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Manter remoção' })).toBeDisabled();
    await expect(canvas.getByText('Este conteúdo não pode mais ser restaurado.')).toBeVisible();
  },
};

/** The appeal of the reader's own removal awaits another moderator, without its buttons; the other stays decidable. */
export const AwaitsOtherModerator: Story = {
  args: { appeals: [makeAwaitingAppealItem(), ...makeAppealItems()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [own] = canvas.getAllByRole('listitem');
    const row = within(own as HTMLElement);
    await expect(row.getByText('Postagem “Mutirão de limpeza da praça no sábado”')).toBeVisible();
    await expect(row.getByText('Aguarda outro moderador')).toBeVisible();
    await expect(row.getByText('O conteúdo é seu.')).toBeVisible();
    await expect(row.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Restaurar' })).toHaveLength(1);
  },
};

/** Nobody asked. */
export const Empty: Story = {
  args: { appeals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum pedido de revisão.')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { appeals: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** The list could not be read. */
export const Failed: Story = {
  args: { appeals: null, errorText: 'Erro ao carregar os pedidos de revisão' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erro ao carregar os pedidos de revisão')).toBeVisible();
  },
};
