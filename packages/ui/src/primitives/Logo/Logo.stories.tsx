import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo.tsx';

const meta = {
  id: 'primitives-logo',
  title: 'Primitivos/Logo',
  component: Logo,
  args: { size: 'md' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the app's name the mark is decorative: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Alone, it is an image named "Vizinhos". */
export const Labelled: Story = {
  args: { size: 'lg', label: 'Vizinhos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Vizinhos' })).toBeVisible();
  },
};

/** Dark theme: the tile follows the primary tone. */
export const Dark: Story = { args: { size: 'lg' }, globals: { theme: 'dark' } };
