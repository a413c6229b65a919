import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentCreatorStory } from './CommentCreator.story.tsx';

const meta = {
  id: 'comments-commentcreator',
  title: 'Comentários/CommentCreator',
  component: CommentCreatorStory,
  args: { initialText: '', onSend: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentCreatorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new comment: blank text is never sent; Comentar and Ctrl+Enter send (spec: Validation rules). */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Escreva um comentário' });
    const send = canvas.getByRole('button', { name: 'Comentar' });
    await expect(box).toHaveAttribute('rows', '3');
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(box, 'Levo as mesas.');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(args.onSend).toHaveBeenLastCalledWith({ text: '   Levo as mesas.' });
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

/** A reply opens focused, named for whom it answers. */
export const Reply: Story = {
  tags: ['visual'],
  args: { replyTo: 'joao.pereira', autoFocus: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Escreva uma resposta para joao.pereira' });
    await expect(box).toHaveFocus();
  },
};

/**
 * Esc cancels a reply, as Cancelar does (spec: Validation rules). Not a visual baseline: it ends on
 * a clicked button, whose focus ring Chromium anti-aliases differently from run to run.
 */
export const ReplyCancels: Story = {
  args: { replyTo: 'joao.pereira', autoFocus: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Escreva uma resposta para joao.pereira' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** The comment is on its way: the button is busy and cannot send twice. */
export const Sending: Story = {
  args: { initialText: 'Levo as mesas.', isSending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Escreva um comentário' }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Creating failed (spec: Error catalogue): the reason shows and the draft stays. */
export const CreateFailed: Story = {
  tags: ['visual'],
  args: { initialText: 'Levo as mesas.', errorMessage: 'Erro ao criar comentário' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao criar comentário');
    await expect(canvas.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveValue(
      'Levo as mesas.',
    );
  },
};

/** The network failed: its own variant, the draft stays. */
export const CreateNetworkFailed: Story = {
  args: { initialText: 'Levo as mesas.', errorMessage: 'Erro de rede ao criar comentário' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Erro de rede ao criar comentário',
    );
  },
};
