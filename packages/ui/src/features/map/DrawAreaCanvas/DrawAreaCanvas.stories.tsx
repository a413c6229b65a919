import type { Meta, StoryObj } from '@storybook/react-vite';
import { areaBoundaryTexts } from '@vizinhos/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkColors, lightColors } from '../../../theme/palettes.ts';
import { darkThemeClass, lightThemeClass } from '../../../theme/themes.css.ts';
import { mapTexts } from '../map.texts.ts';
import { DrawAreaCanvasStory } from './DrawAreaCanvas.story.tsx';

const triangle = [
  { x: 200, y: 150 },
  { x: 600, y: 150 },
  { x: 400, y: 450 },
];

const meta = {
  id: 'map-drawareacanvas',
  title: 'Mapa/DrawAreaCanvas',
  component: DrawAreaCanvasStory,
  args: { onAction: fn(), onSave: fn(), onClose: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 840 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DrawAreaCanvasStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed drawing: clicks add nothing until "Começar a desenhar" (spec: "Start Drawing"); save waits for 3 points. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('application');
    await userEvent.click(area);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '0 pontos - São necessários pelo menos 3 pontos',
    );
    await expect(canvas.getByRole('button', { name: 'Salvar área (0 pontos)' })).toBeDisabled();
  },
};

/** Drawing by clicks: numbered points, the status turns Valid, Save hands back the normalised polygon. */
export const DrawByClicks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: mapTexts.startDrawing }));
    const area = canvas.getByRole('application');
    const rect = area.getBoundingClientRect();
    const at = (x: number, y: number) => ({
      target: area,
      coords: { clientX: rect.left + (x * rect.width) / 800, clientY: rect.top + (y * rect.height) / 600 },
    });
    await userEvent.pointer([{ keys: '[MouseLeft]', ...at(200, 150) }]);
    await userEvent.pointer([{ keys: '[MouseLeft]', ...at(600, 150) }]);
    await expect(canvas.getByRole('status')).toHaveTextContent('São necessários pelo menos 3 pontos');
    await userEvent.pointer([{ keys: '[MouseLeft]', ...at(400, 450) }]);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 pontos - Válido');
    await expect(
      within(canvas.getByRole('list', { name: 'Pontos marcados' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar área (3 pontos)' }));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as {
      polygon: { x: number; y: number }[];
    };
    await expect(saved.polygon).toHaveLength(3);
    for (const point of saved.polygon) {
      await expect(point.x).toBeGreaterThanOrEqual(0);
      await expect(point.x).toBeLessThanOrEqual(1);
      await expect(point.y).toBeGreaterThanOrEqual(0);
      await expect(point.y).toBeLessThanOrEqual(1);
    }
    await expect(saved.polygon[0]?.x).toBeCloseTo(0.25, 1);
  },
};

/** Drawing by keyboard: arrows move the cursor, Enter places a point (the accessible way). */
export const DrawByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: mapTexts.startDrawing }));
    canvas.getByRole('application').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{Enter}');
    const items = within(canvas.getByRole('list', { name: 'Pontos marcados' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'x 400, y 300',
      'x 500, y 300',
      'x 500, y 400',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar área (3 pontos)' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      polygon: [
        { x: 0.5, y: 0.5 },
        { x: 0.625, y: 0.5 },
        { x: 0.625, y: 400 / 600 },
      ],
    });
  },
};

/** Undo removes the last point, Clear removes all; Stop Drawing stops adding. */
export const UndoAndClear: Story = {
  args: { initialPoints: triangle, initialDrawing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: mapTexts.undo }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '2 pontos - São necessários pelo menos 3 pontos',
    );
    await userEvent.click(canvas.getByRole('button', { name: mapTexts.clear }));
    await expect(canvas.getByText('Nenhum ponto marcado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: mapTexts.stopDrawing }));
    canvas.getByRole('application').focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('0 pontos');
  },
};

/** A valid drawing, ready to save. */
export const Valid: Story = { args: { initialPoints: triangle } };

/** Saving. */
export const Saving: Story = {
  args: { initialPoints: triangle, isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Salvar área (3 pontos)' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The close button. */
export const Close: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Switching the theme repaints the canvas with the new soft map's colours. */
export const ThemeSwitch: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('application') as HTMLCanvasElement;
    // A pixel of land, off the grid, the streets and the park.
    const landPixel = () =>
      Array.from(area.getContext('2d')?.getImageData(75, 10, 1, 1).data ?? []).slice(0, 3);
    const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    await waitFor(() => expect(landPixel()).toEqual(rgb(lightColors.canvasLand)));
    document.body.classList.replace(lightThemeClass, darkThemeClass);
    try {
      await waitFor(() => expect(landPixel()).toEqual(rgb(darkColors.canvasLand)));
    } finally {
      document.body.classList.replace(darkThemeClass, lightThemeClass);
    }
  },
};

/** On a phone the canvas scales down and keeps its ratio. */
export const SmallScreen: Story = {
  args: { initialPoints: triangle },
  globals: { viewport: { value: 'mobile1' } },
};

/** Dark theme. */
export const Dark: Story = {
  args: { initialPoints: triangle, initialDrawing: true },
  globals: { theme: 'dark' },
};

/** Empty and valid drawings side by side, for visual review. */
export const States: Story = {
  tags: ['visual'],
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, 420px)' }}>
      <DrawAreaCanvasStory {...args} />
      <DrawAreaCanvasStory {...args} initialPoints={[...triangle, { x: 250, y: 400 }]} initialDrawing />
    </div>
  ),
};

/** Sides that cross: the status line says so and Save is not offered, as the server refuses such an area. */
export const SidesCross: Story = {
  args: {
    initialPoints: [
      { x: 200, y: 150 },
      { x: 600, y: 450 },
      { x: 600, y: 150 },
      { x: 200, y: 450 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(areaBoundaryTexts.selfCrossing);
    await expect(canvas.getByRole('button', { name: /\(4 / })).toBeDisabled();
  },
};
