import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostEditorPlaceholder, type PostEditorPlaceholderProps } from './PostEditorPlaceholder.tsx';

/** The placeholder as the timeline holds it: the title typed so far in the caller's state. */
function Harness({
  initialTitle = '',
  ...props
}: Pick<PostEditorPlaceholderProps, 'onIntent' | 'onTitleFocus'> & { initialTitle?: string }) {
  const [title, setTitle] = useState(initialTitle);
  return (
    <PostEditorPlaceholder {...props} title={title} onTitleChange={(change) => setTitle(change.title)} />
  );
}

const meta = {
  id: 'feed-posteditorplaceholder',
  title: 'Linha do tempo/PostEditorPlaceholder',
  component: Harness,
  args: { onIntent: fn(), onTitleFocus: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the editor's code: the collapsed editor's form and title; focus says the editor is wanted. */
export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Nova postagem' })).toBeVisible();
    const title = canvas.getByRole('textbox', { name: 'Título' });
    await expect(title).toHaveAttribute('placeholder', 'Sobre o que você quer falar?');
    await expect(args.onTitleFocus).not.toHaveBeenCalled();
    await userEvent.hover(title);
    await expect(args.onIntent).toHaveBeenCalled();
    await expect(args.onTitleFocus).not.toHaveBeenCalled();
    await userEvent.click(title);
    await expect(args.onTitleFocus).toHaveBeenCalledOnce();
    await userEvent.keyboard('Feira');
    await expect(title).toHaveValue('Feira');
  },
};

/** A title typed before the editor loaded stays in the field. */
export const WithTitle: Story = {
  args: { initialTitle: 'Feira de domingo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue('Feira de domingo');
    await expect(canvas.queryByRole('textbox', { name: 'Texto' })).toBeNull();
  },
};
