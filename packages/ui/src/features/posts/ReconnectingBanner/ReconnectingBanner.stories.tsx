import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { postsTexts } from '../posts.texts.ts';
import { ReconnectingBanner } from './ReconnectingBanner.tsx';

const meta = {
  id: 'feed-reconnectingbanner',
  title: 'Linha do tempo/ReconnectingBanner',
  component: ReconnectingBanner,
  args: { isReconnecting: true },
} satisfies Meta<typeof ReconnectingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live connection is down: a polite status in the warning colour. */
export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(`Reconectando... ${postsTexts.reconnectingDescription}`);
    await expect(status.firstElementChild).toHaveAttribute('data-tone', 'warning');
  },
};

/** Connected: the live region stays, empty, ready to announce the next drop. */
export const Connected: Story = {
  args: { isReconnecting: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
