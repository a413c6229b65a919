import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  id: 'primitives-textarea',
  title: 'Primitivos/TextArea',
  component: TextArea,
  args: { label: 'Comentário', minRows: 3, maxRows: 10 },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grows with its text from 3 rows and stops growing at 10 (spec: Business constants and limits, comments). */
export const Growing: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Comentário' });
    const start = area.getBoundingClientRect().height;
    await userEvent.type(area, 'linha{Enter}linha{Enter}linha{Enter}linha{Enter}linha');
    const grown = area.getBoundingClientRect().height;
    await expect(grown).toBeGreaterThan(start);
    await userEvent.type(area, '{Enter}x'.repeat(12));
    const capped = area.getBoundingClientRect().height;
    await userEvent.type(area, '{Enter}y{Enter}y');
    await expect(area.getBoundingClientRect().height).toBe(capped);
  },
};

/** With an error. */
export const Invalid: Story = {
  name: 'Error',
  args: { errorText: 'Erro ao criar comentário' },
};
