import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atPhoneWidth, expectOwnWidths } from '../../../primitives/Badge/Badge.story.tsx';
import { mapViewTexts } from '../map.texts.ts';
import { tileHandlers } from '../tileFixtures/mapSources.story.ts';
import { unmountInFlight } from '../tileFixtures/unmountInFlight.story.tsx';
import { MapViewStory } from './MapView.story.tsx';

const meta = {
  id: 'map-mapview',
  title: 'Mapa/MapView',
  component: MapViewStory,
  args: { onDrawArea: fn(), onClose: fn(), onRetry: fn() },
  parameters: { layout: 'fullscreen', msw: { handlers: { tiles: tileHandlers.served() } } },
} satisfies Meta<typeof MapViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Located posts: the counter, the side list with badges, times, authors and coordinates to 4 decimals. */
export const WithPosts: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mapa - Segurança' })).toBeVisible();
    await expect(canvas.getByText('3 posts com localização')).toBeVisible();
    const list = canvas.getByRole('list', { name: mapViewTexts.locatedPosts });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('-23.5489, -46.6388')).toBeVisible();
  },
};

/** No located post yet: the map of the area alone, and the counter at 0. */
export const WithoutPosts: Story = {
  args: { withoutPosts: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 posts com localização')).toBeVisible();
    await expect(within(canvasElement).getByText(mapViewTexts.noLocatedPosts)).toBeVisible();
  },
};

/** Opened at its address, the posts still on their way: no made-up "0 posts", no "none" text yet. */
export const PostsLoading: Story = {
  args: { postsLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mapa - Segurança' })).toBeVisible();
    await expect(canvas.queryByText(/posts? com localização/)).toBeNull();
    await expect(canvas.queryByText(mapViewTexts.noLocatedPosts)).toBeNull();
  },
};

/** A card opens the detail modal: category, title, author, time, text and raw coordinates. */
export const DetailModal: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: mapViewTexts.locatedPosts });
    await userEvent.click(within(list).getByRole('button', { name: /Portão arrombado/ }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Portão arrombado na Rua das Flores',
    });
    await expect(within(dialog).getByText('-23.5489, -46.6388')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** On a phone (390 px): the side list's category badges and the detail's keep their own width. */
export const DetailModalOnPhone: Story = {
  decorators: [atPhoneWidth],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: mapViewTexts.locatedPosts });
    await expectOwnWidths(list, { atLeast: 3 });
    await userEvent.click(within(list).getByRole('button', { name: /Portão arrombado/ }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Portão arrombado na Rua das Flores',
    });
    await expectOwnWidths(dialog);
  },
};

/** A marker opens the same modal on click (the side list is its keyboard equivalent). */
export const MarkerOpensDetail: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-marker-id="p2"]')).not.toBeNull());
    const marker = canvasElement.querySelector<HTMLElement>('[data-marker-id="p2"]');
    if (marker) await userEvent.click(marker);
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Carro com vidro quebrado' }),
    ).toBeVisible();
  },
};

/** Left in the middle of a zoom: the map view goes away and nothing Leaflet had in flight runs on the removed map. */
export const RemovedWhileZooming: Story = unmountInFlight('zoom');

/** Left in the middle of a fly-to: the same, with the animation frames of the flight. */
export const RemovedWhileFlying: Story = unmountInFlight('flyTo');
