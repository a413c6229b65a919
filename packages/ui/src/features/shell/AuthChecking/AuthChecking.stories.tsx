import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellTexts } from '../shell.texts.ts';
import { AuthChecking } from './AuthChecking.tsx';

const meta = {
  id: 'shell-authchecking',
  title: 'Estrutura/AuthChecking',
  component: AuthChecking,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthChecking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Layout state 1 (spec: Screens and routes). */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(shellTexts.checkingSession);
  },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
