import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeUser } from '@vizinhos/api/mocks';
import { accountsDomainTexts, POST_ERROR_TEXTS, type PostId } from '@vizinhos/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { atPhoneWidth, expectOwnWidths } from '../../../primitives/Badge/Badge.story.tsx';
import { profileTexts } from '../profile.texts.ts';
import { ProfileViewStory } from './ProfileView.story.tsx';

const activity = [
  {
    key: 'p1',
    kind: 'post' as const,
    postId: 'post-1' as PostId,
    title: 'Feira de trocas no sábado',
    categoryLabel: 'Eventos',
    whenLabel: 'há 2 horas',
  },
  {
    key: 'c1',
    kind: 'comment' as const,
    postId: 'post-2' as PostId,
    title: 'Buraco na Rua das Flores',
    excerpt: 'A prefeitura prometeu o conserto para a próxima semana.',
    categoryLabel: 'Geral',
    whenLabel: 'há 1 dia',
  },
];
const photo =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="600" height="400"%3E%3Crect width="600" height="400" fill="%23047857"/%3E%3Ccircle cx="300" cy="200" r="120" fill="%23fbbf24"/%3E%3C/svg%3E';

const meta = {
  id: 'profile-profileview',
  title: 'Perfil/ProfileView',
  component: ProfileViewStory,
  args: {
    user: makeUser(),
    activity,
    isOwn: true,
    status: 'ready',
    onClose: fn(),
    onSave: fn(),
    onSaveAvatar: fn(),
    onOpenActivity: fn(),
    onCopy: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Meu Perfil: the figures, the bar's tone, the invites card and the recent activity. */
export const Own: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: profileTexts.myProfile })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: profileTexts.objectivity })).toHaveAttribute(
      'aria-valuenow',
      '78',
    );
    await expect(canvasElement.querySelector('[data-tone="warning"]')).toBeInTheDocument();
    await expect(canvas.getByText('8 convites disponíveis')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: profileTexts.copyLink }));
    await expect(args.onCopy).toHaveBeenCalledWith({ link: 'https://vizinhos.example/?invite_code=K7Q2M9' });
    await userEvent.click(canvas.getByRole('button', { name: /Buraco na Rua das Flores/ }));
    await expect(args.onOpenActivity).toHaveBeenCalledWith({ postId: 'post-2' });
    await expect(canvas.getByText('Como ganhar pontos de influência')).toBeVisible();
  },
};

/** Another member's profile: no edit, no avatar change, no invites. */
export const Other: Story = {
  tags: ['visual'],
  args: { isOwn: false, user: makeUser({ averageObjectivity: 35, roleName: 'Moderador' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: profileTexts.profile })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: profileTexts.edit })).toBeNull();
    await expect(canvas.queryByRole('button', { name: profileTexts.changePhoto })).toBeNull();
    await expect(canvas.queryByText(profileTexts.invites)).toBeNull();
    await expect(canvasElement.querySelector('[data-tone="danger"]')).toBeInTheDocument();
  },
};

/** Another member's profile on a phone (390 px): the role badge keeps its own width under the name. */
export const OtherOnPhone: Story = {
  args: Other.args,
  decorators: [atPhoneWidth],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Moderador')).toBeVisible();
    await expectOwnWidths(canvasElement);
  },
};

/** The same in the dark theme. */
export const OtherOnPhoneDark: Story = { ...OtherOnPhone, globals: { theme: 'dark' } };

/** No such member in the area. */
export const NotFound: Story = {
  tags: ['visual'],
  args: { isOwn: false, status: 'notFound' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      accountsDomainTexts.userNotFound,
    );
  },
};

/** While the profile loads. */
export const Loading: Story = { args: { status: 'loading' } };

/** "Editar perfil" opens the form with the fields filled; saving sends them. */
export const Editing: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: profileTexts.edit }));
    const form = canvas.getByRole('form', { name: profileTexts.editForm });
    const summary = within(form).getByRole('textbox', { name: profileTexts.summary });
    await userEvent.clear(summary);
    await userEvent.type(summary, 'Organizo a feira de trocas.');
    await userEvent.click(within(form).getByRole('button', { name: profileTexts.save }));
    await expect(args.onSave).toHaveBeenCalledWith({
      values: expect.objectContaining({ username: 'maria.souza', summary: 'Organizo a feira de trocas.' }),
    });
  },
};

/** The server refused the edit: its text, what was typed kept. */
export const SavingError: Story = {
  args: { isEditing: true, formError: POST_ERROR_TEXTS.profileUpdateFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(POST_ERROR_TEXTS.profileUpdateFailed);
    await expect(canvas.getByRole('textbox', { name: profileTexts.username })).toHaveValue('maria.souza');
  },
};

/** The avatar change: the editor frames a photo; "Usar imagem" shows the round preview, "Salvar foto" sends a PNG. */
export const AvatarCropping: Story = {
  args: { avatarSource: photo },
  play: async ({ canvasElement, args }) => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('img')).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usar imagem' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: profileTexts.newPhoto })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: profileTexts.savePhoto }));
    await waitFor(() => expect(args.onSaveAvatar).toHaveBeenCalled());
    const [[{ blob }]] = (args.onSaveAvatar as unknown as { mock: { calls: [[{ blob: Blob }]] } }).mock.calls;
    await expect(blob.type).toBe('image/png');
  },
};

/** The avatar refused: "Erro ao atualizar avatar". */
export const AvatarError: Story = {
  args: { avatarError: accountsDomainTexts.avatarFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      accountsDomainTexts.avatarFailed,
    );
  },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
