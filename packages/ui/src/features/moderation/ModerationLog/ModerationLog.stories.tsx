import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeModerationLogLines } from '@vizinhos/api/mocks';
import type { ModerationLogLine } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
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

const ownRemovals = (): ModerationLogLine[] =>
  makeModerationLogLines()
    .slice(0, 1)
    .flatMap((line) => [
      {
        ...line,
        id: 'r1',
        sentence: 'A moderação removeu a postagem “Feira no sábado”',
        appeal: 'none' as const,
      },
      { ...line, id: 'r2', sentence: 'A moderação removeu a postagem “Bazar”', appeal: 'pending' as const },
      {
        ...line,
        id: 'r3',
        sentence: 'A moderação removeu o comentário “Barulho”',
        appeal: 'upheld' as const,
      },
      { ...line, id: 'r4', sentence: 'A moderação removeu a postagem “Rifa”', appeal: 'restored' as const },
    ]);

/** The author's removals: "Pedir revisão" once, then where the second look stands. */
export const OwnRecordWithAppeals: Story = {
  args: { title: moderationUiTexts.ownRecordTitle, lines: ownRemovals(), onAppeal: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ask = canvas.getByRole('button', { name: 'Pedir revisão' });
    await expect(ask).toHaveAccessibleDescription('A moderação removeu a postagem “Feira no sábado”');
    await userEvent.click(ask);
    await expect(args.onAppeal).toHaveBeenCalledWith('r1');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByText('Revisão pedida: a moderação vai olhar de novo.')).toBeVisible();
    await expect(canvas.getByText('Remoção mantida após revisão.')).toBeVisible();
    await expect(canvas.getByText('Restaurado após revisão.')).toBeVisible();
  },
};

/** The ask being sent, and a refused one with the server's reason. */
export const AppealSendingAndRefused: Story = {
  args: {
    title: moderationUiTexts.ownRecordTitle,
    lines: ownRemovals().slice(0, 1),
    onAppeal: fn(),
    appealBusyId: 'r1',
    appealErrors: { r1: 'Você já pediu uma revisão desta remoção.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Pedir revisão/ })).toBeDisabled();
    await expect(canvas.getByText('Você já pediu uma revisão desta remoção.')).toBeVisible();
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
