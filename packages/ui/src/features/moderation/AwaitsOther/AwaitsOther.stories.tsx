import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AwaitsOther } from './AwaitsOther.tsx';

const meta = {
  id: 'moderation-awaitsother',
  title: 'Moderação/AwaitsOther',
  component: AwaitsOther,
  args: { reason: 'own_content' },
} satisfies Meta<typeof AwaitsOther>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reader's own content: another moderator decides it. */
export const OwnContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aguarda outro moderador')).toBeVisible();
    await expect(canvas.getByText('O conteúdo é seu.')).toBeVisible();
  },
};

/** A Moderador's view of an Admin's or the Fundador's content. */
export const AuthorRole: Story = {
  args: { reason: 'author_role' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('O conteúdo é de um Admin ou do Fundador.')).toBeVisible();
  },
};
