import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ImageEditorModal } from './ImageEditorModal.tsx';

/** A drawn 800 x 600 picture (a street with a house), so the stories need no file. */
function demoImage(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 600;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#93b4fb';
  context.fillRect(0, 0, 800, 600);
  context.fillStyle = '#4d7c0f';
  context.fillRect(0, 420, 800, 180);
  context.fillStyle = '#f59e0b';
  context.fillRect(300, 250, 200, 170);
  context.fillStyle = '#b91c1c';
  context.beginPath();
  context.moveTo(280, 250);
  context.lineTo(400, 150);
  context.lineTo(520, 250);
  context.fill();
  context.fillStyle = '#fde047';
  context.beginPath();
  context.arc(680, 100, 50, 0, Math.PI * 2);
  context.fill();
  return canvas.toDataURL('image/png');
}

const meta = {
  id: 'feed-imageeditormodal',
  title: 'Linha do tempo/ImageEditorModal',
  component: ImageEditorModal,
  args: { open: true, onOpenChange: fn(), onApply: fn() },
} satisfies Meta<typeof ImageEditorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Ajustar imagem' });

/** No image yet: choose a file (image/* only, the spec's hint). */
export const Empty: Story = {
  tags: ['visual'],
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText('Nenhuma imagem escolhida.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Escolher arquivo' })).toHaveAccessibleDescription(
      'JPG, PNG ou GIF, até 10 MB',
    );
    await expect(modal.getByRole('slider', { name: 'Zoom' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Usar imagem' })).toBeDisabled();
  },
};

/** A file that is not an image is refused (spec: Validation rules). */
export const RefusedFile: Story = {
  tags: ['visual'],
  play: async () => {
    const modal = await dialog();
    const input = modal.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'ata.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(within(modal).getByRole('alert')).toHaveTextContent(
      'Escolha um arquivo de imagem (JPG, PNG ou GIF).',
    );
  },
};

/** A picture loaded at zoom 100%, framed 500 x 300 inside a 10 px border; Usar imagem hands back a PNG. */
export const Loaded: Story = {
  tags: ['visual'],
  args: { initialSource: demoImage() },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(await modal.findByRole('img', { name: 'Enquadramento da imagem' })).toHaveAttribute(
      'width',
      '520',
    );
    await expect(modal.getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
    await userEvent.click(modal.getByRole('button', { name: 'Usar imagem' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalled());
    const [{ blob }] = (args.onApply as ReturnType<typeof fn>).mock.calls[0] as [{ blob: Blob }];
    await expect(blob.type).toBe('image/png');
  },
};

/** Zoomed to 200% by the buttons, the wheel and the keys, within 0.5 to 3 (spec: Validation rules). */
export const Zoomed: Story = {
  tags: ['visual'],
  args: { initialSource: demoImage(), initialZoom: 2 },
  play: async () => {
    const modal = within(await dialog());
    const slider = modal.getByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveAttribute('aria-valuetext', '200%');
    const canvas = await modal.findByRole('img', { name: 'Enquadramento da imagem' });
    canvas.focus();
    await expect(canvas).toHaveFocus();
    fireEvent.keyDown(canvas, { key: '+' });
    await expect(slider).toHaveAttribute('aria-valuetext', '210%');
    await userEvent.keyboard('{-}');
    await expect(slider).toHaveAttribute('aria-valuetext', '200%');
    await userEvent.click(modal.getByRole('button', { name: 'Diminuir zoom' }));
    await expect(slider).toHaveAttribute('aria-valuetext', '190%');
    await userEvent.click(modal.getByRole('button', { name: 'Aumentar zoom' }));
    await expect(slider).toHaveAttribute('aria-valuetext', '200%');
    fireEvent.wheel(canvas, { deltaY: -100 });
    await expect(slider).toHaveAttribute('aria-valuetext', '210%');
    fireEvent.wheel(canvas, { deltaY: 100 });
    await expect(slider).toHaveAttribute('aria-valuetext', '200%');
    canvas.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
  },
};

/** The zoom stops at 3 (300%). */
export const ZoomLimit: Story = {
  args: { initialSource: demoImage(), initialZoom: 3 },
  play: async () => {
    const modal = within(await dialog());
    await modal.findByRole('img', { name: 'Enquadramento da imagem' });
    await expect(modal.getByRole('button', { name: 'Aumentar zoom' })).toBeDisabled();
    await expect(modal.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '300%');
  },
};
