import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthFrame } from './AuthFrame.tsx';

const meta = {
  id: 'accounts-authframe',
  title: 'Contas/AuthFrame',
  component: AuthFrame,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Entrar', children: <p>Formulário da tela.</p> },
} satisfies Meta<typeof AuthFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand as the page's heading, the screen's title under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vizinhos' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
