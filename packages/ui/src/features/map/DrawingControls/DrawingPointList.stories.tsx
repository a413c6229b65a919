import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DrawingPointList } from './DrawingPointList.tsx';

const meta = {
  id: 'map-drawingpointlist',
  title: 'Mapa/DrawingPointList',
  component: DrawingPointList,
  args: { pointLabels: [] },
} satisfies Meta<typeof DrawingPointList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No point yet: the list says so instead of showing an empty list. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum ponto marcado')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Points on the real map, as the domain's formatCoordinates writes them, in drawing order. */
export const WithPoints: Story = {
  tags: ['visual'],
  args: { pointLabels: ['-23.5891, -46.6346', '-23.5870, -46.6310', '-23.5922, -46.6301'] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pontos marcados' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('-23.5891, -46.6346');
  },
};
