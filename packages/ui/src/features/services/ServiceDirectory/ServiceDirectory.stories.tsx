import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeServices } from '@vizinhos/api/mocks';
import { SERVICE_TEXTS } from '@vizinhos/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { servicesTexts } from '../services.texts.ts';
import { ServiceDirectoryStory } from './ServiceDirectory.story.tsx';

const meta = {
  id: 'services-servicedirectory',
  title: 'Serviços/ServiceDirectory',
  component: ServiceDirectoryStory,
  args: {
    services: makeServices(),
    currentUserId: 'user-maria',
    onSave: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServiceDirectoryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The national numbers first, then the residents' services by name; only one's own can be edited. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const national = canvas.getByRole('region', { name: servicesTexts.national });
    await expect(within(national).getAllByRole('link')).toHaveLength(7);
    await expect(within(national).getByRole('link', { name: 'Ligar para 192 SAMU' })).toHaveAttribute(
      'href',
      'tel:192',
    );
    const names = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(['Chaveiro do Zé', 'Farmácia São João', 'UBS Vila Mariana']);
    await expect(canvas.getByRole('button', { name: 'Editar Farmácia São João' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar Chaveiro do Zé' })).toBeNull();
  },
};

/** Search by kind and by name without accents. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: servicesTexts.kind }), 'Saúde');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: servicesTexts.kind }),
      'Todos os tipos',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: servicesTexts.search }), 'chaveiro do ze');
    await expect(canvas.getByRole('heading', { name: 'Chaveiro do Zé' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 serviço');
  },
};

/** A search that finds nothing says so, with "Limpar busca". */
export const NoResult: Story = {
  args: { initialFilter: { kind: 'limpeza', query: 'pizzaria' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(servicesTexts.noMatchTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: servicesTexts.clearSearch }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** No resident has added a service yet: the national numbers still show. */
export const Empty: Story = {
  args: { services: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(servicesTexts.emptyTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ligar para 190 Polícia Militar' })).toBeVisible();
  },
};

/** The list is loading. */
export const Loading: Story = { args: { status: 'loading' } };

/** The list failed: its text and "Tentar de novo". */
export const LoadError: Story = {
  args: { status: 'error', errorText: SERVICE_TEXTS.listFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVICE_TEXTS.listFailed);
    await userEvent.click(canvas.getByRole('button', { name: servicesTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** "Adicionar serviço" opens the form; submitting it empty marks each required field and focuses the first. */
export const FormRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: servicesTexts.add }));
    await userEvent.click(canvas.getByRole('button', { name: servicesTexts.save }));
    const name = canvas.getByRole('textbox', { name: servicesTexts.name });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(SERVICE_TEXTS.nameRequired);
    await expect(canvas.getByText(SERVICE_TEXTS.kindRequired)).toBeVisible();
    await expect(canvas.getByText(SERVICE_TEXTS.phoneRequired)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A phone with letters and texts past their limits, each under its field. */
export const FormInvalid: Story = {
  args: {
    openForm: 'create',
    initialForm: {
      name: 'N'.repeat(81),
      kind: 'saude',
      phone: 'ligue já',
      address: 'R'.repeat(161),
      openingHours: 'H'.repeat(121),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SERVICE_TEXTS.nameTooLong(80))).toBeVisible();
    await expect(canvas.getByText(SERVICE_TEXTS.phoneInvalid)).toBeVisible();
    await expect(canvas.getByText(SERVICE_TEXTS.addressTooLong(160))).toBeVisible();
    await expect(canvas.getByText(SERVICE_TEXTS.hoursTooLong(120))).toBeVisible();
  },
};

/** The server refused: its text above the buttons, what was typed kept. */
export const FormServerError: Story = {
  args: {
    openForm: 'create',
    formError: SERVICE_TEXTS.saveFailed,
    initialForm: {
      name: 'Padaria Pão Quente',
      kind: 'comercio',
      phone: '1133334444',
      address: '',
      openingHours: '',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVICE_TEXTS.saveFailed);
    await expect(canvas.getByRole('textbox', { name: servicesTexts.name })).toHaveValue('Padaria Pão Quente');
  },
};

/** Editing one's own service: the form holds it; "Salvar alterações" sends it. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Farmácia São João' }));
    const hours = canvas.getByRole('textbox', { name: servicesTexts.openingHours });
    await expect(canvas.getByRole('textbox', { name: servicesTexts.name })).toHaveValue('Farmácia São João');
    await userEvent.clear(hours);
    await userEvent.type(hours, '24 horas');
    await userEvent.click(canvas.getByRole('button', { name: servicesTexts.saveChanges }));
    await expect(args.onSave).toHaveBeenCalledWith({
      form: expect.objectContaining({ name: 'Farmácia São João', openingHours: '24 horas' }),
    });
  },
};

/** Deleting asks first. */
export const Deleting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir Farmácia São João' }));
    await userEvent.click(await screen.findByRole('button', { name: servicesTexts.delete }));
    await expect(args.onDelete).toHaveBeenCalledWith({
      service: expect.objectContaining({ id: 'service-1' }),
    });
  },
};
