import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ObjectivityMark } from '@vizinhos/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CoachedTextArea, type CoachedTextAreaProps } from './CoachedTextArea.tsx';

const text = 'Barulho ABSURDO todo dia na Rua das Flores!!! Eu acho que ninguém faz nada.';
/** Hand-made marks in the coach's shape (UTF-16 offsets, end exclusive, sorted). */
const marks = [
  { start: 8, end: 15, kind: 'capitals', reason: 'Palavra inteira em maiúsculas soa como grito.' },
  { start: 42, end: 45, kind: 'exclamations', reason: 'Excesso de pontos de exclamação.' },
  { start: 46, end: 53, kind: 'opinion', reason: 'Opinião pessoal em vez de fato.' },
  { start: 58, end: 65, kind: 'vague', reason: 'Generalização: diga quem e quantos.' },
] as unknown as ObjectivityMark[];

function Controlled(props: Omit<CoachedTextAreaProps, 'value' | 'onValueChange'> & { initialText: string }) {
  const { initialText, ...rest } = props;
  const [value, setValue] = useState(initialText);
  return <CoachedTextArea {...rest} value={value} onValueChange={({ text: next }) => setValue(next)} />;
}

const meta = {
  id: 'feed-coachedtextarea',
  title: 'Linha do tempo/CoachedTextArea',
  component: Controlled,
  args: {
    label: 'Texto',
    initialText: text,
    marks,
    score: { value: 38, label: 'muito baixa', tone: 'danger' },
    onBlur: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words are marked in place; each mark is a button whose description is the reason; the score shows. */
export const Marked: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Trechos que baixam a objetividade' });
    const shout = within(list).getByRole('button', { name: 'ABSURDO' });
    await expect(shout).toHaveAccessibleDescription('Palavra inteira em maiúsculas soa como grito.');
    await userEvent.click(shout);
    const box = canvas.getByRole('textbox', { name: 'Texto' }) as HTMLTextAreaElement;
    await expect(box).toHaveFocus();
    await expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('ABSURDO');
    await expect(canvas.getByText('Objetividade estimada: 38% (muito baixa)')).toBeVisible();
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(4);
  },
};

/** Focusing a mark shows its reason beside the score and highlights it in the text. */
export const FocusedMark: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Texto' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'ABSURDO' })).toHaveFocus();
    await expect(canvas.getByText(/^“ABSURDO”:/)).toHaveTextContent(
      'Palavra inteira em maiúsculas soa como grito.',
    );
    await expect(canvasElement.querySelector('mark[data-active="true"]')).toHaveTextContent('ABSURDO');
  },
};

/** Marks computed for an older text never break the field: the runs still add up to what is typed. */
export const StaleMarks: Story = {
  args: { initialText: 'Barulho' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Texto' });
    await expect(box).toHaveValue('Barulho');
    await userEvent.type(box, ' à noite');
    await expect(box).toHaveValue('Barulho à noite');
  },
};

/** Nothing to mark: no list. */
export const Clean: Story = {
  args: {
    initialText: 'Sábado, 12/12, às 9h, mutirão na praça da Rua das Flores, 123.',
    marks: [],
    score: { value: 96, label: 'excelente', tone: 'success' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('Objetividade estimada: 96% (excelente)')).toBeVisible();
  },
};
