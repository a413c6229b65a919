import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeMember } from '@vizinhos/api/mocks';
import type { UserId } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { membersTexts } from '../members.texts.ts';
import { MemberCardStory } from './MemberCard.story.tsx';
import { MemberCardSkeleton } from './MemberCardSkeleton.tsx';

const meta = {
  title: 'Members/MemberCard',
  component: MemberCardStory,
  args: { member: makeMember(), currentUserId: 'user-joao' as UserId, onSendMessage: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full name, role, @username, summary, "Desde ...", points, and "Enviar Mensagem". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Maria Souza' })).toBeVisible();
    await expect(canvas.getByText('Fundador')).toBeVisible();
    await expect(canvas.getByText('@maria.souza')).toBeVisible();
    await expect(canvas.getByText('Desde março de 2025')).toBeVisible();
    await expect(canvas.getByText('120 pts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: membersTexts.sendMessage }));
    await expect(args.onSendMessage).toHaveBeenCalledWith({ userId: 'user-maria' });
  },
};

/** One's own card has no message button (spec: Roles and permissions). */
export const Own: Story = {
  args: { currentUserId: 'user-maria' as UserId },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: membersTexts.sendMessage }),
    ).not.toBeInTheDocument();
  },
};

/** Without a last name the username is the name; no role, no points, no summary. */
export const Minimal: Story = {
  args: {
    member: makeMember({
      username: 'diego.alves',
      firstName: 'Diego',
      lastName: undefined,
      roleName: undefined,
      points: undefined,
      summary: undefined,
      createdAt: undefined,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'diego.alves' })).toBeVisible();
    await expect(canvas.queryByText(/pts/)).not.toBeInTheDocument();
  },
};

/** A moderator with a picture. */
export const WithPicture: Story = {
  args: {
    member: makeMember({
      username: 'joao.pereira',
      firstName: 'João',
      lastName: 'Pereira',
      roleName: 'Moderador',
      avatar:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="64" height="64"%3E%3Crect width="64" height="64" fill="%23047857"/%3E%3C/svg%3E',
    }),
  },
};

/** A long Portuguese name and summary. */
export const LongText: Story = {
  args: {
    member: makeMember({
      firstName: 'Maria Aparecida',
      lastName: 'dos Santos Oliveira Cavalcanti',
      username: 'maria.aparecida.dos.santos.oliveira',
      summary:
        'Professora aposentada, moradora da Vila Mariana desde 1987, voluntária na biblioteca comunitária e organizadora do clube de leitura às quintas-feiras.',
    }),
  },
};

/** While the directory loads. */
export const Loading: Story = {
  render: () => <MemberCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** On a phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Every state side by side, for visual review. */
export const States: Story = {
  tags: ['visual'],
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(5, 220px)' }}>
      <MemberCardStory {...args} />
      <MemberCardStory {...args} currentUserId={'user-maria' as UserId} />
      <MemberCardStory
        {...args}
        member={makeMember({
          id: 'user-joao' as UserId,
          username: 'joao.pereira',
          firstName: 'João',
          lastName: 'Pereira',
          roleName: 'Moderador',
          points: 45,
        })}
        currentUserId={undefined}
      />
      <MemberCardStory
        {...args}
        member={makeMember({
          id: 'user-diego' as UserId,
          username: 'diego.alves',
          lastName: undefined,
          roleName: undefined,
          points: undefined,
          summary: undefined,
        })}
      />
      <MemberCardSkeleton isAnimated={false} />
    </div>
  ),
};
