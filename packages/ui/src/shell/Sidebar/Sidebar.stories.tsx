import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maria } from '../shellFixtures.ts';
import { Sidebar } from './Sidebar.tsx';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: {
    selection: { view: 'timeline', category: undefined },
    areaName: maria.areaName,
    cityName: maria.cityName,
    stateName: maria.stateName,
    onHome: fn(),
    onMap: fn(),
    onCategory: fn(),
    onMembers: fn(),
    onServices: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every group of doc 1 §2, Página Inicial selected, the area card with city and state. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Página Inicial' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const categories = within(canvas.getByRole('list', { name: 'Categorias' })).getAllByRole('button');
    await expect(categories.map((item) => item.textContent)).toEqual([
      'Geral',
      'Eventos',
      'Compra e Venda',
      'Segurança',
      'Achados e Perdidos',
      'Votação',
    ]);
    await expect(canvas.getByRole('region', { name: 'Sua área' })).toHaveTextContent('São Paulo - SP');
    await userEvent.click(canvas.getByRole('button', { name: 'Votação' }));
    // The voting key keeps the server's spelling without the cedilla (doc 1 §2).
    await expect(args.onCategory).toHaveBeenCalledWith({ category: 'Votaçao' });
    await userEvent.click(canvas.getByRole('button', { name: 'Mapa' }));
    await expect(args.onMap).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Membros' }));
    await expect(args.onMembers).toHaveBeenCalled();
  },
};

/** A category chosen: it is the highlighted item. */
export const CategorySelected: Story = {
  tags: ['visual'],
  args: { selection: { view: 'timeline', category: 'Segurança' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Segurança' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Página Inicial' })).not.toHaveAttribute('aria-current');
  },
};

/** The map view chosen. */
export const MapSelected: Story = {
  args: { selection: { view: 'map', category: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mapa' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { selection: { view: 'timeline', category: 'Eventos' } },
};
