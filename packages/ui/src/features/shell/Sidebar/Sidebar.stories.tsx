import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORY_KEYS, categoryDisplayName, categorySlug } from '@vizinhos/domain';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { maria } from '../shellFixtures.ts';
import { Sidebar } from './Sidebar.tsx';

// The app's addresses (README: routes), labels from the domain as the app passes them.
const categories = CATEGORY_KEYS.map((key) => ({
  key,
  href: `/categoria/${categorySlug(key)}`,
  label: categoryDisplayName(key),
}));

const meta = {
  id: 'shell-sidebar',
  title: 'Estrutura/Sidebar',
  component: Sidebar,
  args: {
    home: '/',
    map: '/mapa',
    members: '/membros',
    services: '/servicos',
    categories,
    currentHref: '/',
    areaName: maria.areaName,
    cityName: maria.cityName,
    stateName: maria.stateName,
    onNavigate: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every group of spec: Screens and routes, Página Inicial current, the area card with city and state. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'Página Inicial' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: /Vizinhança/ })).not.toHaveAttribute('aria-current');
    const entries = within(canvas.getByRole('list', { name: 'Categorias' })).getAllByRole('link');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'Geral',
      'Eventos',
      'Compra e Venda',
      'Segurança',
      'Achados e Perdidos',
      'Votação',
    ]);
    await expect(canvas.getByRole('region', { name: 'Sua área' })).toHaveTextContent('São Paulo - SP');
    // A plain click navigates in place: the app gets the entry's address.
    await userEvent.click(canvas.getByRole('link', { name: 'Votação' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/categoria/votacao' });
    await userEvent.click(canvas.getByRole('link', { name: 'Mapa' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/mapa' });
    await userEvent.click(canvas.getByRole('link', { name: 'Membros' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/membros' });
    // Serviços opens its directory like every other entry (it had no action before).
    await userEvent.click(canvas.getByRole('link', { name: 'Serviços' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/servicos' });
  },
};

/** A category current: it is the highlighted entry. */
export const CategorySelected: Story = {
  tags: ['visual'],
  args: { currentHref: '/categoria/seguranca' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Segurança' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Página Inicial' })).not.toHaveAttribute('aria-current');
    // A modified click (a new tab) is the browser's: the app does not navigate. The document
    // listener runs after the sidebar's and only keeps the test page from opening the link.
    const keepPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', keepPage);
    fireEvent.click(canvas.getByRole('link', { name: 'Geral' }), { ctrlKey: true });
    document.removeEventListener('click', keepPage);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The map view current. */
export const MapSelected: Story = {
  args: { currentHref: '/mapa' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Mapa' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { currentHref: '/categoria/eventos' },
};
