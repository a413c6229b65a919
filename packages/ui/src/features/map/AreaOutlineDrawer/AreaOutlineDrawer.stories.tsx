import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mapTexts, mapViewTexts } from '../map.texts.ts';
import { tileHandlers } from '../tileFixtures/mapSources.story.ts';
import { unmountInFlight } from '../tileFixtures/unmountInFlight.story.tsx';
import { AreaOutlineDrawerStory } from './AreaOutlineDrawer.story.tsx';

const square = [
  { lat: -23.548, lng: -46.639 },
  { lat: -23.548, lng: -46.63 },
  { lat: -23.556, lng: -46.63 },
  { lat: -23.556, lng: -46.639 },
];

const meta = {
  id: 'map-areaoutlinedrawer',
  title: 'Mapa/AreaOutlineDrawer',
  component: AreaOutlineDrawerStory,
  args: { onSave: fn(), onClose: fn(), onAction: fn() },
  parameters: { msw: { handlers: { tiles: tileHandlers.served() } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 840 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AreaOutlineDrawerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawing by keyboard: Começar a desenhar, then arrows move the map and Enter marks its middle. */
export const DrawByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: mapTexts.startDrawing }));
    const map = canvas.getByRole('application', { name: mapViewTexts.outlineMap });
    map.focus();
    await userEvent.keyboard(
      '{Enter}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}',
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 pontos - Válido'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar área (3 pontos)' }));
    const [change] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [{ outline: unknown[] }];
    await expect(change.outline).toHaveLength(3);
  },
};

/** A drawn square: its outline on the map, the points listed; Desfazer and Limpar. */
export const Drawn: Story = {
  tags: ['visual'],
  args: { initialPoints: square, initialDrawing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 pontos - Válido');
    await userEvent.click(canvas.getByRole('button', { name: mapTexts.undo }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 pontos - Válido');
    await userEvent.click(canvas.getByRole('button', { name: mapTexts.clear }));
    await expect(canvas.getByText(mapTexts.noPoints)).toBeVisible();
  },
};

/** Sides that cross: the server's reason, and Save not offered. */
export const SidesCross: Story = {
  args: { initialPoints: [square[0], square[2], square[1], square[3]] as typeof square },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Salvar área (4 pontos)' }),
    ).toBeDisabled();
  },
};

/** Left in the middle of a zoom: the area drawer goes away and nothing Leaflet had in flight runs on the removed map. */
export const RemovedWhileZooming: Story = unmountInFlight('zoom');

/** Left in the middle of a fly-to: the same, with the animation frames of the flight. */
export const RemovedWhileFlying: Story = unmountInFlight('flyTo');
