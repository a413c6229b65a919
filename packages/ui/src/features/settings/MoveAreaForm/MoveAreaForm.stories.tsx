import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SignupArea } from '../../accounts/index.ts';
import { MoveAreaForm } from './MoveAreaForm.tsx';

const pinheiros: SignupArea = {
  id: 'area-2',
  name: 'Pinheiros',
  city: 'São Paulo',
  state: 'São Paulo',
  userCount: 12,
};
const mooca: SignupArea = {
  id: 'area-3',
  name: 'Mooca',
  city: 'São Paulo',
  state: 'São Paulo',
  userCount: 4,
};

const meta = {
  id: 'settings-moveareaform',
  title: 'Configurações/MoveAreaForm',
  component: MoveAreaForm,
  args: {
    currentAreaName: 'Vila Mariana',
    query: '',
    areas: null,
    password: '',
    onQueryChange: fn(),
    onChoose: fn(),
    onPasswordChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof MoveAreaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the button waits for an area, and says so. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Área atual: Vila Mariana')).toBeVisible();
    await expect(canvas.getByText('Escolha a nova área na busca acima.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mudar para esta área' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Buscar área'), 'P');
    await expect(args.onQueryChange).toHaveBeenCalledWith({ query: 'P' });
  },
};

/** Searching. */
export const Searching: Story = {
  args: { query: 'Pin', isSearching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Buscando áreas...')).toBeVisible();
  },
};

/** Areas found: a click chooses one. */
export const Results: Story = {
  args: { query: 'São Paulo', areas: [pinheiros, mooca] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Pinheiros/ }));
    await expect(args.onChoose).toHaveBeenCalledWith({ area: pinheiros });
  },
};

/** An area chosen and the password typed: the move is sent with both. */
export const Chosen: Story = {
  args: { query: 'Pinheiros', areas: [pinheiros], chosen: pinheiros, password: 'minha-senha' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nova área: Pinheiros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mudar para esta área' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ area: pinheiros, password: 'minha-senha' });
  },
};

/** Moving: the button shows it is busy. */
export const Saving: Story = {
  args: {
    query: 'Pinheiros',
    areas: [pinheiros],
    chosen: pinheiros,
    password: 'minha-senha',
    isSaving: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Mudar para esta área/ })).toBeVisible();
  },
};

/** Refused (a move less than 7 days ago): the text says until when; the choice and password stay. */
export const Refused: Story = {
  args: {
    query: 'Pinheiros',
    areas: [pinheiros],
    chosen: pinheiros,
    password: 'minha-senha',
    errorText:
      'Você já mudou de endereço nos últimos 7 dias. Poderá mudar de novo a partir de 01/12/2026 às 09:00.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('01/12/2026 às 09:00');
    await expect(canvas.getByLabelText('Senha atual, para confirmar a mudança')).toHaveValue('minha-senha');
  },
};

/** The search failed. */
export const SearchError: Story = {
  args: { query: 'Pinheiros', areas: null, searchError: 'Erro ao buscar informações da área.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erro ao buscar informações da área.')).toBeVisible();
  },
};
