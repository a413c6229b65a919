import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, type IconName } from './Icon.tsx';

// A Record over IconName, so a new icon without a pt-BR label here fails the typecheck.
const iconLabels: Record<IconName, string> = {
  arrowUp: 'Votar a favor',
  arrowDown: 'Votar contra',
  arrowLeft: 'Voltar',
  bell: 'Notificações',
  calendar: 'Data do evento',
  check: 'Confirmar',
  close: 'Fechar',
  comment: 'Comentários',
  edit: 'Editar',
  flag: 'Denunciar',
  image: 'Imagem',
  reply: 'Responder',
  share: 'Compartilhar',
  trash: 'Deletar',
  undo: 'Desfazer',
  user: 'Perfil',
  more: 'Mais ações',
  eye: 'Mostrar',
  alert: 'Atenção',
  message: 'Mensagens',
};
const iconNames = Object.keys(iconLabels) as IconName[];

const meta = {
  id: 'primitives-icon',
  title: 'Primitivos/Icon',
  component: Icon,
  args: { name: 'bell', size: 24 },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon: decorative, hidden from assistive technology and out of the tab order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Every icon the package draws, each captioned with its name. */
export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(iconNames.length);
    for (const item of items) {
      await expect(item.querySelector('svg path')?.getAttribute('d')).toBeTruthy();
    }
  },
};

/** Sizes follow the `size` prop; the stroke takes the text colour. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Icon {...args} size={14} />
      <Icon {...args} size={16} />
      <Icon {...args} size={20} />
      <Icon {...args} size={32} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getAttribute('width'));
    await expect(widths).toEqual(['14', '16', '20', '32']);
  },
};

/** Decorative use: the button carries the name, the icon stays hidden next to the visible text. */
export const Decorative: Story = {
  render: (args) => (
    <button type="button" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Icon {...args} name="reply" size={16} />
      Responder
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Responder' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(button).queryByRole('img')).not.toBeInTheDocument();
  },
};

/**
 * Labelled use: where an icon alone carries meaning, it is exposed as an image with a pt-BR name
 * (the rest props override the default aria-hidden). Controls prefer IconButton's `aria-label`.
 */
export const Labelled: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', margin: 0, padding: 0 }}>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon {...args} name={name} role="img" aria-hidden={false} aria-label={iconLabels[name]} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(iconNames.length);
    await expect(canvas.getByRole('img', { name: 'Notificações' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Atenção' })).toBeVisible();
  },
};

/** Dark theme: the stroke follows the text colour. */
export const Dark: Story = { render: AllIcons.render, globals: { theme: 'dark' } };
