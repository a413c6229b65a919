import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellTexts } from '../shell.texts.ts';
import { ConnectionBadge } from './ConnectionBadge.tsx';

const meta = {
  id: 'shell-connectionbadge',
  title: 'Estrutura/ConnectionBadge',
  component: ConnectionBadge,
  args: { status: 'connected' },
} satisfies Meta<typeof ConnectionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected: "Online" in green (spec: Screens and routes). */
export const Online: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('status');
    await expect(badge).toHaveTextContent(shellTexts.online);
    await expect(badge).toHaveAttribute('data-tone', 'success');
  },
};

const reconnecting = (status: 'connecting' | 'disconnected' | 'error'): Story => ({
  args: { status },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('status');
    await expect(badge).toHaveTextContent(shellTexts.reconnecting);
    await expect(badge).toHaveAttribute('data-tone', 'warning');
  },
});

/** Any other state reads "Reconectando..." in the warning colour (spec: States and transitions). */
export const Connecting: Story = { ...reconnecting('connecting'), tags: ['visual'] };
/** Disconnected. */
export const Disconnected = reconnecting('disconnected');
/** A socket or broker error. */
export const Errored = reconnecting('error');

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <span>
      <ConnectionBadge status="connected" /> <ConnectionBadge status="connecting" />
    </span>
  ),
};
