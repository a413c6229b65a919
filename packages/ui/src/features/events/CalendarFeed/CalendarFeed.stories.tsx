import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarFeed } from './CalendarFeed.tsx';

const url = 'https://vizinhos.example/api/v1/calendar/feed/3f9c2a.ics';

const meta = {
  id: 'feed-calendarfeed',
  title: 'Linha do tempo/CalendarFeed',
  component: CalendarFeed,
  args: { url, webcalUrl: url.replace(/^https:/, 'webcal:'), onRegenerate: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalendarFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The private link, the webcal subscription and "Gerar novo link" (Settings). */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Link da sua agenda' })).toHaveValue(url);
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar novo link' }));
    await expect(args.onRegenerate).toHaveBeenCalledTimes(1);
  },
};

/** The link is on its way. */
export const Loading: Story = {
  args: { url: undefined, webcalUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando o link da agenda...' }),
    ).toBeVisible();
  },
};

/** A new link is being made. */
export const Regenerating: Story = {
  args: { isRegenerating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Gerar novo link' })).toBeDisabled();
  },
};

/** The link could not be made. */
export const ErrorState: Story = {
  name: 'Error',
  args: { url: undefined, webcalUrl: undefined, errorMessage: 'Erro ao carregar a agenda' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erro ao carregar a agenda');
  },
};
