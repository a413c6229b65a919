import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeEventPost } from '@vizinhos/api/mocks';
import { formatEventDate } from '@vizinhos/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CalendarFeed } from '../CalendarFeed/CalendarFeed.tsx';
import { PostEvent } from './PostEvent.tsx';

const post = makeEventPost();
const date = post.eventDate as string;

const meta = {
  id: 'feed-postevent',
  title: 'Linha do tempo/PostEvent',
  component: PostEvent,
  args: {
    postId: post.id,
    date,
    dateLabel: formatEventDate(date, { timeZone: 'America/Sao_Paulo' }),
    links: post.calendarLinks,
    onDownloadIcs: fn(),
    onMissingLink: fn(),
    onSubscribe: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostEvent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date and the add-to-calendar box: Google, Outlook, Yahoo and the evento.ics download (spec: Business constants and limits). */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Data do evento:')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar ao calendário' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Google' })).toHaveAttribute(
      'href',
      post.calendarLinks.google,
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Outlook' })).toHaveAttribute(
      'href',
      post.calendarLinks.outlook,
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Yahoo' })).toHaveAttribute(
      'href',
      post.calendarLinks.yahoo,
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Baixar arquivo ICS' }));
    await expect(args.onDownloadIcs).toHaveBeenCalledWith({ postId: post.id });
  },
};

/** "Assinar a agenda da vizinhança" asks for the reader's private feed. */
export const Subscribe: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar ao calendário' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Assinar a agenda da vizinhança' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith({ postId: post.id });
  },
};

/** A calendar without a link: choosing it reports the missing link. */
export const MissingLink: Story = {
  args: { links: { google: post.calendarLinks.google } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar ao calendário' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Yahoo' }));
    await expect(args.onMissingLink).toHaveBeenCalledWith({ postId: post.id, calendar: 'yahoo' });
  },
};

/** A calendar's link chosen: the app is asked to open it (and says so when it cannot); the page stays. */
export const OpenLink: Story = {
  args: { onOpenLink: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar ao calendário' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Outlook' }));
    await expect(args.onOpenLink).toHaveBeenCalledWith({
      postId: post.id,
      calendar: 'outlook',
      href: post.calendarLinks.outlook,
    });
  },
};

/** Each calendar error of the catalogue (spec: Error catalogue). */
export const LinkUnavailable: Story = {
  tags: ['visual'],
  args: { errorText: 'Link do calendário não disponível' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Link do calendário não disponível',
    );
  },
};

export const DownloadFailed: Story = {
  args: { errorText: 'Erro ao baixar arquivo de calendário' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Erro ao baixar arquivo de calendário',
    );
  },
};

export const OpenFailed: Story = {
  args: { errorText: 'Erro ao abrir link do calendário' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Erro ao abrir link do calendário',
    );
  },
};

/** The reader subscribed: the private feed shows under the band. */
export const WithFeed: Story = {
  tags: ['visual'],
  args: {
    feed: (
      <CalendarFeed
        url="https://vizinhos.example/api/v1/calendar/feed/3f9c2a.ics"
        webcalUrl="webcal://vizinhos.example/api/v1/calendar/feed/3f9c2a.ics"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Link da sua agenda' })).toHaveValue(
      'https://vizinhos.example/api/v1/calendar/feed/3f9c2a.ics',
    );
    await expect(canvas.getByRole('link', { name: 'Abrir no calendário' })).toHaveAttribute(
      'href',
      'webcal://vizinhos.example/api/v1/calendar/feed/3f9c2a.ics',
    );
  },
};
