import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ObjectivityMark } from '@vizinhos/domain';
import { expect, fn, screen, within } from 'storybook/test';
import { ObjectivityResultModal } from './ObjectivityResultModal.tsx';

const text = 'ABSURDO!!! Esses vândalos sempre destroem tudo.';
const marks = [
  { start: 0, end: 7, kind: 'capitals', reason: 'Palavra inteira em maiúsculas soa como grito.' },
  { start: 7, end: 10, kind: 'exclamations', reason: 'Excesso de pontos de exclamação.' },
  { start: 26, end: 32, kind: 'vague', reason: 'Generalização: diga quando aconteceu.' },
] as unknown as ObjectivityMark[];

const meta = {
  id: 'feed-objectivityresultmodal',
  title: 'Linha do tempo/ObjectivityResultModal',
  component: ObjectivityResultModal,
  args: {
    open: true,
    onOpenChange: fn(),
    reason: 'blocked',
    result: {
      objectivity: 34,
      label: 'muito baixa',
      tone: 'danger',
      suggestions: [
        'Evite escrever palavras inteiras em letras maiúsculas.',
        'Inclua dados concretos: data, horário, local.',
      ],
      text,
      marks,
    },
  },
} satisfies Meta<typeof ObjectivityResultModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blocked by the automatic check: percentage, label with its tone, suggestions and the marked words. */
export const Blocked: Story = {
  tags: ['visual'],
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Análise de objetividade' }));
    await expect(dialog.getByText('Objetividade muito baixa')).toBeVisible();
    await expect(dialog.getByText(/34%/)).toBeVisible();
    await expect(dialog.getByText('Inclua dados concretos: data, horário, local.')).toBeVisible();
    await expect(dialog.getByText('ABSURDO')).toBeVisible();
  },
};

/** A manual analysis below 60 does not approve: the modal says so, without suggestions when there are none. */
export const NotApproved: Story = {
  args: {
    reason: 'notApproved',
    result: { objectivity: 55, label: 'baixa', tone: 'danger', suggestions: [], text, marks: [] },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Análise de objetividade' }));
    await expect(dialog.getByText(/pelo menos 60%/)).toBeVisible();
    await expect(dialog.queryByRole('heading', { name: 'Sugestões' })).toBeNull();
  },
};
