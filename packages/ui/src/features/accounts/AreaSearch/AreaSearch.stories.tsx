import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsDomainTexts } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pinheiros, townsWithoutArea, vilaMariana } from '../signupFixtures.ts';
import { AreaSearch } from './AreaSearch.tsx';

const meta = {
  id: 'accounts-areasearch',
  title: 'Contas/AreaSearch',
  component: AreaSearch,
  args: { query: '', areas: null, onQueryChange: fn(), onChoose: fn() },
} satisfies Meta<typeof AreaSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet; every keystroke reaches the caller, which debounces. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Buscar área'), 'V');
    await expect(args.onQueryChange).toHaveBeenCalledWith({ query: 'V' });
  },
};

/** Searching. */
export const Searching: Story = {
  args: { query: 'Vila', isSearching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Buscando áreas...')).toBeVisible();
  },
};

/** Results; a click chooses. */
export const Results: Story = {
  tags: ['visual'],
  args: { query: 'Vila', areas: [vilaMariana, pinheiros] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Vila Mariana/ }));
    await expect(args.onChoose).toHaveBeenCalledWith({ area: vilaMariana });
  },
};

/** The chosen area is pressed (step 5). */
export const Selected: Story = {
  args: { query: 'Vila', areas: [vilaMariana, pinheiros], selectedId: 'area-2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Pinheiros/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Nothing found. */
export const NoResults: Story = {
  args: { query: 'Atlântida', areas: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma área encontrada.')).toBeVisible();
  },
};

/** spec: Error catalogue: the search failed. */
export const SearchFailed: Story = {
  args: { query: 'Vila', errorText: accountsDomainTexts.areaInfoFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(accountsDomainTexts.areaInfoFailed)).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { query: 'Vila', areas: [vilaMariana, pinheiros] },
};

/** A town with no area yet: proposing a new area there, right from the search. */
export const TownsWithoutArea: Story = {
  tags: ['visual'],
  args: { query: 'Campina', areas: [], towns: townsWithoutArea },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Nenhuma área encontrada.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Propor uma nova área: Campinas - São Paulo' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ area: townsWithoutArea[0] });
  },
};
