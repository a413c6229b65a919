import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DrawingToolbar } from './DrawingToolbar.tsx';

const meta = {
  id: 'map-drawingtoolbar',
  title: 'Mapa/DrawingToolbar',
  component: DrawingToolbar,
  args: { isDrawing: false, hasPoints: false, onAction: fn() },
} satisfies Meta<typeof DrawingToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing drawn yet: only "Começar a desenhar" acts; undo and clear wait for a point. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Desfazer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Limpar' })).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: 'Começar a desenhar' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'toggleDrawing' });
    // The visual baseline ends without a clicked button's focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Drawing with points: the toggle is pressed, and undo and clear hand their action back. */
export const DrawingWithPoints: Story = {
  tags: ['visual'],
  args: { isDrawing: true, hasPoints: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Parar de desenhar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Desfazer' }));
    await expect(args.onAction).toHaveBeenLastCalledWith({ type: 'undo' });
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(args.onAction).toHaveBeenLastCalledWith({ type: 'clear' });
    // The visual baseline ends without a clicked button's focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
