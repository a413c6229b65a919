import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORY_KEYS, categoryDisplayName, categorySlug } from '@vizinhos/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppHeader } from '../AppHeader/AppHeader.tsx';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { maria } from '../shellFixtures.ts';
import { AppShell } from './AppShell.tsx';

const onNavigate = fn();

const meta = {
  id: 'shell-appshell',
  title: 'Estrutura/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <AppHeader
        username={maria.username}
        areaName={maria.areaName}
        connectionStatus="connected"
        unreadConversations={1}
        onLogoClick={fn()}
        onOpenConversations={fn()}
        onToggleProfile={fn()}
        onLogout={fn()}
      />
    ),
    sidebar: (
      <Sidebar
        home="/"
        map="/mapa"
        members="/membros"
        services="/servicos"
        categories={CATEGORY_KEYS.map((key) => ({
          key,
          href: `/categoria/${categorySlug(key)}`,
          label: categoryDisplayName(key),
        }))}
        currentHref="/categoria/geral"
        areaName={maria.areaName}
        cityName={maria.cityName}
        stateName={maria.stateName}
        onNavigate={onNavigate}
      />
    ),
    children: (
      <section aria-label="Geral">
        <h1>Geral</h1>
        <p>As postagens da vizinhança aparecem aqui.</p>
      </section>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, sidebar and the main region side by side. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    // The floating button exists only on small screens.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** A phone: the sidebar moves into a drawer that closes after any choice (spec: Screens and routes). */
export const SmallScreenDrawer: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu de navegação' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Eventos' }));
    await expect(onNavigate).toHaveBeenCalledWith({ href: '/categoria/eventos' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The timeline's reading column: about 600 px of text beside the sidebar, however wide the window. */
export const ReadingColumn: Story = {
  tags: ['visual'],
  args: {
    column: 'reading',
    children: (
      <section aria-label="Geral" style={{ display: 'grid', gap: 16 }}>
        <h1>Geral</h1>
        <p>
          Pessoal, a feira de trocas volta neste sábado na praça da Rua das Flores, das 9h às 13h. Tragam
          livros, roupas e brinquedos em bom estado; o que sobrar vai para a biblioteca comunitária.
        </p>
        <p>
          A subprefeitura confirmou a poda das árvores da Vila Mariana na próxima semana. Quem tiver carro na
          rua, fique de olho nos avisos colados nos postes.
        </p>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByRole('main').firstElementChild as HTMLElement;
    await expect(getComputedStyle(column).maxWidth).toBe('600px');
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(600);
  },
};

/** Without a sidebar (map and members views have none). */
export const NoSidebar: Story = {
  args: { sidebar: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
