import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_MAP_CENTER, SECURITY_MAP_SETTINGS } from '@vizinhos/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mapViewTexts } from '../map.texts.ts';
import {
  failedSource,
  loadedSource,
  loadingSource,
  tileHandlers,
  tilesDownSource,
} from '../tileFixtures/mapSources.story.ts';
import { unmountInFlight } from '../tileFixtures/unmountInFlight.story.tsx';
import { type SecurityIncident, SecurityMapCard } from './SecurityMapCard.tsx';

const incidents: SecurityIncident[] = [
  {
    id: 'p1',
    position: { lat: -23.5489, lng: -46.6388 },
    title: 'Portão arrombado na Rua das Flores',
    timeLabel: '2 horas atrás',
    opacity: 1,
  },
  {
    id: 'p2',
    position: { lat: -23.5521, lng: -46.6301 },
    title: 'Carro com vidro quebrado',
    timeLabel: '5 horas atrás',
    opacity: 1,
  },
  {
    id: 'p3',
    position: { lat: -23.5555, lng: -46.6352 },
    title: 'Tentativa de furto na padaria',
    timeLabel: '3 dias atrás',
    opacity: 0.6,
  },
];
const outline = [
  { lat: -23.545, lng: -46.642 },
  { lat: -23.545, lng: -46.627 },
  { lat: -23.559, lng: -46.627 },
  { lat: -23.559, lng: -46.642 },
];

const meta = {
  id: 'map-securitymapcard',
  title: 'Mapa/SecurityMapCard',
  component: SecurityMapCard,
  args: {
    mode: 'ready',
    source: loadedSource,
    incidents,
    recentLabel: '2 ocorrências nas últimas 24 h',
    center: DEFAULT_MAP_CENTER,
    zoom: SECURITY_MAP_SETTINGS.zoom,
    maxFitZoom: SECURITY_MAP_SETTINGS.maxFitZoom,
    heightPx: SECURITY_MAP_SETTINGS.cardHeightPx,
    outline,
    onSelectIncident: fn(),
    onRetry: fn(),
  },
  parameters: { msw: { handlers: { tiles: tileHandlers.served() } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SecurityMapCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const markers = async (canvasElement: HTMLElement) => {
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('[data-kind="incident"]').length).toBeGreaterThan(0),
  );
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-kind="incident"]')];
};

/** Loading Leaflet: the card keeps its 320 px. */
export const Loading: Story = { args: { mode: 'loading', source: loadingSource } };

/** Ready: recent incidents in full, the 3-day-old one at 0.6; the badge counts the last 24 hours. */
export const Ready: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const found = await markers(canvasElement);
    await expect(found).toHaveLength(3);
    const old = found.find((marker) => marker.title.startsWith('Tentativa'));
    await expect(old?.style.opacity).toBe('0.6');
    await expect(within(canvasElement).getByText('2 ocorrências nas últimas 24 h')).toBeVisible();
  },
};

/** A marker opens its post on click; by keyboard, the list under the map does the same. */
export const MarkerOpensPost: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = await markers(canvasElement);
    if (first) await userEvent.click(first);
    await expect(args.onSelectIncident).toHaveBeenCalledWith({ id: 'p1' });
    const summary = within(canvasElement).getByText(mapViewTexts.incidentList(3));
    await userEvent.click(summary);
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent(/Portão arrombado/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectIncident).toHaveBeenCalledTimes(2);
  },
};

/** Tiles did not come: a quiet note, the markers and the outline stay. */
export const TilesUnavailable: Story = {
  args: { source: tilesDownSource },
  parameters: { msw: { handlers: { tiles: tileHandlers.failing() } } },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByText(mapViewTexts.tilesFailed);
    await expect(note).toBeVisible();
    await expect(await markers(canvasElement)).toHaveLength(3);
  },
};

/** Leaflet failed: "Erro ao carregar o mapa" and "Tentar Novamente". */
export const ErrorState: Story = {
  name: 'Error',
  tags: ['visual'],
  args: { mode: 'error', source: failedSource },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: mapViewTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The retry failed too: the list "Mapa indisponível"; an entry opens its post. */
export const Fallback: Story = {
  tags: ['visual'],
  args: { mode: 'fallback', source: failedSource },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('region', { name: mapViewTexts.unavailable });
    await userEvent.click(within(list).getByRole('button', { name: /Carro com vidro quebrado/ }));
    await expect(args.onSelectIncident).toHaveBeenCalledWith({ id: 'p2' });
  },
};

/** Left in the middle of a zoom: the Segurança card goes away and nothing Leaflet had in flight runs on the removed map. */
export const RemovedWhileZooming: Story = unmountInFlight('zoom');

/** Left in the middle of a fly-to: the same, with the animation frames of the flight. */
export const RemovedWhileFlying: Story = unmountInFlight('flyTo');
