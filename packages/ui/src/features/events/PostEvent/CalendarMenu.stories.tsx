import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeEventPost } from '@vizinhos/api/mocks';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button.tsx';
import { CalendarMenu } from './CalendarMenu.tsx';

const post = makeEventPost();

// The menu half PostEvent loads on the button's intent, rendered here with its chunk already there:
// how it mounts after the stand-in button's first press (`opening`) and what each item does.
const meta = {
  id: 'feed-calendarmenu',
  title: 'Linha do tempo/CalendarMenu',
  component: CalendarMenu,
  args: {
    trigger: <Button size="sm">Adicionar ao calendário</Button>,
    opening: undefined,
    postId: post.id,
    links: post.calendarLinks,
    onDownloadIcs: fn(),
    onMissingLink: fn(),
    onSubscribe: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalendarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Adicionar ao calendário' });

/** Not pressed yet: only the button, closed; a press opens the choices. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(trigger(canvasElement));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Google', 'Outlook', 'Yahoo', 'Baixar arquivo ICS', 'Assinar a agenda da vizinhança']);
  },
};

/** Mounted after a click on the stand-in: open at once, no item focused (as Radix opens on a pointer). */
export const OpenedByPointer: Story = {
  args: { opening: 'pointer' },
  play: async ({ canvasElement, args }) => {
    const menu = await screen.findByRole('menu');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Google' })).not.toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Baixar arquivo ICS' }));
    await expect(args.onDownloadIcs).toHaveBeenCalledWith({ postId: post.id });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * Mounted after Enter or Space on the stand-in: the first choice has the focus, the arrows move it,
 * Enter chooses and Escape gives the focus back to the button.
 */
export const OpenedByKeyboard: Story = {
  args: { opening: 'keyboard' },
  play: async ({ canvasElement, args }) => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Google' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Assinar a agenda da vizinhança' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledWith({ postId: post.id });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Google' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

/** No feed to offer (the app leaves `onSubscribe` out) and Yahoo's link missing: choosing it reports it. */
export const WithoutSubscribeOrLink: Story = {
  args: { opening: 'pointer', onSubscribe: undefined, links: { google: post.calendarLinks.google } },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu).queryByRole('menuitem', { name: 'Assinar a agenda da vizinhança' }),
    ).not.toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Yahoo' })).not.toHaveAttribute('href');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Yahoo' }));
    await expect(args.onMissingLink).toHaveBeenCalledWith({ postId: post.id, calendar: 'yahoo' });
  },
};
