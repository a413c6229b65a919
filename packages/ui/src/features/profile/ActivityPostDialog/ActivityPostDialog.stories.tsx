import type { Meta, StoryObj } from '@storybook/react-vite';
import { makePost } from '@vizinhos/api/mocks';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ActivityPostDialog } from './ActivityPostDialog.tsx';

const post = makePost({
  title: 'Poste apagado na Rua das Flores',
  text: 'O poste em frente ao número 210 está apagado há três noites. Já abri chamado na prefeitura.',
});

const meta = {
  id: 'profile-activitypostdialog',
  title: 'Perfil/ActivityPostDialog',
  component: ActivityPostDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'ready',
    post,
    categoryLabel: 'Segurança',
    dateLabel: 'há 2 horas',
    postHref: `/posts/${post.id}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof ActivityPostDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post of the recent activity: its title, category, author and date; "Abrir postagem" goes to its page. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: post.title }));
    await expect(dialog.getByText('Segurança')).toBeVisible();
    await expect(dialog.getByText(`@${post.author.username}`)).toBeVisible();
    await expect(dialog.getByText(post.text)).toBeVisible();
    await userEvent.click(dialog.getByRole('link', { name: 'Abrir postagem' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: `/posts/${post.id}` });
  },
};

/** The post on its way. */
export const Loading: Story = {
  args: { status: 'loading', post: undefined },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Atividade recente' }));
    await expect(dialog.getByRole('status', { name: 'Carregando perfil...' })).toBeInTheDocument();
  },
};

/** The post could not be loaded: the reason, in an alert. */
export const LoadError: Story = {
  name: 'Error',
  args: { status: 'error', post: undefined, errorText: 'Postagem não encontrada' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Atividade recente' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Postagem não encontrada');
  },
};

/** By keyboard: the focus is inside; Escape asks to close. */
export const ByKeyboard: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: post.title });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
