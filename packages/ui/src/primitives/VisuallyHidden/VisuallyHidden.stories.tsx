import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  id: 'primitives-visuallyhidden',
  title: 'Primitivos/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Texto só para leitores de tela' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Present for assistive technology, invisible on screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Texto só para leitores de tela');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
