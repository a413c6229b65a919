import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  id: 'primitives-button',
  title: 'Primitivos/Button',
  component: Button,
  args: { children: 'Publicar', onClick: fn(), tone: 'primary', emphasis: 'solid', size: 'md' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default action; a click calls `onClick`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** While the work runs: busy, disabled, and a click does nothing. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Publicar' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };

/** Every tone and emphasis side by side. */
export const Variants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['solid', 'soft', 'outline', 'ghost'] as const).map((emphasis) => (
        <div key={emphasis} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {(['primary', 'secondary', 'success', 'warning', 'danger', 'default'] as const).map((tone) => (
            <Button key={tone} {...args} tone={tone} emphasis={emphasis}>
              {`${tone} ${emphasis}`}
            </Button>
          ))}
        </div>
      ))}
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button {...args} size="sm">
          Pequeno
        </Button>
        <Button {...args} size="md">
          Médio
        </Button>
        <Button {...args} size="lg">
          Grande
        </Button>
      </div>
    </div>
  ),
};

/** As a link (`asChild`). */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild>
      <a href="#timeline">Voltar para a linha do tempo</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Voltar para a linha do tempo' }),
    ).toBeVisible();
  },
};
