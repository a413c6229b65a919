import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box.tsx';

const meta = {
  id: 'primitives-box',
  title: 'Primitivos/Box (caixa)',
  component: Box,
  args: { 'aria-label': 'Aviso', children: 'A coleta de lixo passa às terças e sextas.' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No padding unless asked: a plain block. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByLabelText('Aviso')).paddingTop).toBe('0px');
  },
};

/** 16px all round (`lg`). */
export const Padded: Story = {
  args: { padding: 'lg' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByLabelText('Aviso'));
    await expect(style.paddingTop).toBe('16px');
    await expect(style.paddingLeft).toBe('16px');
  },
};

/** Different space across (`xl`: 24px) and above and below (`xs`: 4px). */
export const PerAxis: Story = {
  args: { paddingX: 'xl', paddingY: 'xs' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByLabelText('Aviso'));
    await expect(style.paddingLeft).toBe('24px');
    await expect(style.paddingRight).toBe('24px');
    await expect(style.paddingTop).toBe('4px');
  },
};
