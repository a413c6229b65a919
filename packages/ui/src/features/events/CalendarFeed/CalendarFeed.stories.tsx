import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarFeed } from './CalendarFeed.tsx';

const url = 'https://vizinhos.example/api/v1/calendar/feed/3f9c2a.ics';

const meta = {
  id: 'feed-calendarfeed',
  title: 'Linha do tempo/CalendarFeed',
  component: CalendarFeed,
  args: { url, webcalUrl: url.replace(/^https:/, 'webcal:'), hasFeed: true, onRegenerate: fn() },
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

/** The private link just made, shown this once, the webcal subscription and "Gerar novo link" (Settings). */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Link da sua agenda' })).toHaveValue(url);
    await expect(canvas.getByText(/ele é mostrado só uma vez/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar novo link' }));
    await expect(args.onRegenerate).toHaveBeenCalledTimes(1);
  },
};

/** A link was made before: the server keeps only its hash, so it is not shown again; a new one may be made. */
export const Hidden: Story = {
  args: { url: undefined, webcalUrl: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(/foi mostrado só uma vez/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar novo link' }));
    await expect(args.onRegenerate).toHaveBeenCalledTimes(1);
  },
};

/** No link yet: "Criar link". */
export const Empty: Story = {
  args: { url: undefined, webcalUrl: undefined, hasFeed: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você ainda não tem um link da agenda.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar link' }));
    await expect(args.onRegenerate).toHaveBeenCalledTimes(1);
  },
};

/** Whether there is a link is on its way. */
export const Loading: Story = {
  args: { url: undefined, webcalUrl: undefined, hasFeed: undefined },
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
  args: {
    url: undefined,
    webcalUrl: undefined,
    hasFeed: undefined,
    errorText: 'Erro ao carregar a agenda',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erro ao carregar a agenda');
  },
};
