import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPhoneWidth, expectOwnWidths } from '../Badge/Badge.story.tsx';
import { Button } from '../Button/Button.tsx';
import { Callout } from './Callout.tsx';

const meta = {
  id: 'primitives-callout',
  title: 'Primitivos/Callout',
  component: Callout,
  args: { tone: 'warning', children: 'Esta postagem foi ocultada devido a relatórios da comunidade' },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A warning notice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ocultada/)).toBeVisible();
  },
};

/** Every tone. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['primary', 'secondary', 'success', 'warning', 'danger', 'default'] as const).map((tone) => (
        <Callout key={tone} tone={tone}>
          Aviso no tom {tone}
        </Callout>
      ))}
    </div>
  ),
};

/**
 * A notice with its action on a phone (390 px), as a hidden post's "Mostrar mesmo assim" or a
 * failure's "Tentar de novo": the small button keeps its own width under the text.
 */
export const WithActionOnPhone: Story = {
  decorators: [atPhoneWidth],
  render: (args) => (
    <Callout {...args}>
      {args.children}
      <Button size="sm" emphasis="outline" tone="warning">
        Mostrar mesmo assim
      </Button>
    </Callout>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mostrar mesmo assim' });
    await expectOwnWidths(canvasElement, { atLeast: 0, also: [button] });
  },
};
