import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeModerationLogLines } from '@vizinhos/api/mocks';
import { expect, within } from 'storybook/test';
import { moderationUiTexts } from '../moderation.texts.ts';
import { ModerationLog } from './ModerationLog.tsx';

const meta = {
  id: 'moderation-moderationlog',
  title: 'Moderação/ModerationLog',
  component: ModerationLog,
  args: { lines: makeModerationLogLines() },
} satisfies Meta<typeof ModerationLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what, when and why, newest first. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Registro de moderação' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(
      canvas.getByText('joao.pereira (Moderador) removeu a postagem “Promoção imperdível”'),
    ).toBeVisible();
    await expect(canvas.getByText('Motivo: Propaganda repetida.')).toBeVisible();
    await expect(
      canvas.getByText('joao.pereira (Moderador) silenciou carlos.mendes por 24 horas'),
    ).toBeVisible();
  },
};

/** A resident's own record in their profile. */
export const OwnRecord: Story = {
  args: { title: moderationUiTexts.ownRecordTitle, lines: makeModerationLogLines().slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Ações de moderação no seu conteúdo' }),
    ).toBeVisible();
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma ação de moderação ainda.')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { lines: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** The record could not be read. */
export const Failed: Story = {
  args: { lines: null, errorText: 'Erro ao carregar o registro de moderação' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erro ao carregar o registro de moderação')).toBeVisible();
  },
};
