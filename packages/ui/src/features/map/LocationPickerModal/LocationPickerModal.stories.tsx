import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_MAP_CENTER, SECURITY_MAP_SETTINGS } from '@vizinhos/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mapViewTexts } from '../map.texts.ts';
import { failedSource, loadedSource, loadingSource, tileHandlers } from '../tileFixtures/mapSources.story.ts';
import { unmountInFlight } from '../tileFixtures/unmountInFlight.story.tsx';
import { LocationPickerModalStory } from './LocationPickerModal.story.tsx';

const vilaMariana = { lat: -23.589_12, lng: -46.634_62 };
const page = () => within(document.body);
const dialog = () => page().getByRole('dialog', { name: mapViewTexts.pickerTitle });

const meta = {
  id: 'map-locationpickermodal',
  title: 'Mapa/LocationPickerModal',
  component: LocationPickerModalStory,
  args: {
    source: loadedSource,
    center: DEFAULT_MAP_CENTER,
    zoom: SECURITY_MAP_SETTINGS.pickerZoom,
    geolocation: 'found',
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  parameters: { msw: { handlers: { tiles: tileHandlers.served() } } },
} satisfies Meta<typeof LocationPickerModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking for the current position: the map opens on São Paulo meanwhile, nothing marked, Confirmar waits. */
export const Asking: Story = {
  args: { geolocation: 'asking', source: loadingSource },
  play: async () => {
    await expect(within(dialog()).getByText(mapViewTexts.askingPosition)).toBeVisible();
    await expect(within(dialog()).getByRole('button', { name: mapViewTexts.confirm })).toBeDisabled();
  },
};

/** The position was refused: São Paulo at zoom 15, said quietly; a click marks the point. */
export const Refused: Story = {
  tags: ['visual'],
  args: { geolocation: 'refused' },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(mapViewTexts.positionRefused)).toBeVisible();
    const map = within(dialog()).getByRole('application', { name: mapViewTexts.pickerMap });
    const rect = map.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: map,
      coords: { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 },
    });
    await waitFor(() =>
      expect(within(dialog()).getByRole('img', { name: mapViewTexts.chosenPoint })).toBeInTheDocument(),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: mapViewTexts.confirm }));
    const [change] = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0] as [
      { position: { lat: number } },
    ];
    await expect(Math.abs(change.position.lat - DEFAULT_MAP_CENTER.lat)).toBeLessThan(0.01);
  },
};

/** A marker set: the chosen and the published point (rounded to about 100 m) shown as text and on the map. */
export const MarkerSet: Story = {
  tags: ['visual'],
  args: { center: vilaMariana, initialChoice: vilaMariana },
  play: async () => {
    await expect(within(dialog()).getByText('-23.5891, -46.6346')).toBeVisible();
    await expect(within(dialog()).getByText('-23.5890, -46.6350')).toBeVisible();
    await expect(
      within(dialog()).getByRole('img', { name: mapViewTexts.publishedPoint }),
    ).toBeInTheDocument();
  },
};

/** The keyboard way: focus the map, move it with the arrows, Enter marks its middle. */
export const KeyboardPick: Story = {
  play: async ({ args }) => {
    const map = within(dialog()).getByRole('application', { name: mapViewTexts.pickerMap });
    map.focus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(within(dialog()).getByRole('img', { name: mapViewTexts.chosenPoint })).toBeInTheDocument(),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: mapViewTexts.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** "Localização aproximada" on: the published point is the rounded one. */
export const ApproximateOn: Story = {
  args: { initialChoice: vilaMariana },
  play: async () => {
    await expect(within(dialog()).getByRole('checkbox', { name: /Localização aproximada/ })).toBeChecked();
    await expect(within(dialog()).getByText(mapViewTexts.publishedPoint)).toBeVisible();
  },
};

/** "Localização aproximada" off: the exact point is published, and only it is shown. */
export const ApproximateOff: Story = {
  args: { initialChoice: vilaMariana },
  play: async () => {
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: /Localização aproximada/ }));
    await expect(
      within(dialog()).getByRole('checkbox', { name: /Localização aproximada/ }),
    ).not.toBeChecked();
    await expect(within(dialog()).queryByText(mapViewTexts.publishedPoint)).toBeNull();
  },
};

/** Cancelar hands nothing back: the editor keeps the position it had. */
export const Cancel: Story = {
  args: { initialChoice: vilaMariana },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: mapViewTexts.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Leaflet did not load: "Erro ao carregar o mapa" with the reason and "Tentar Novamente". */
export const LoadFailed: Story = {
  args: { source: failedSource },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(mapViewTexts.loadError)).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: mapViewTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Left in the middle of a zoom: the location picker goes away and nothing Leaflet had in flight runs on the removed map. */
export const RemovedWhileZooming: Story = unmountInFlight('zoom');

/** Left in the middle of a fly-to: the same, with the animation frames of the flight. */
export const RemovedWhileFlying: Story = unmountInFlight('flyTo');
