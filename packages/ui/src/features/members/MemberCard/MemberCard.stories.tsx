import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeUser } from '@vizinhos/api/mocks';
import type { UserId } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { membersTexts } from '../members.texts.ts';
import { MemberCardStory } from './MemberCard.story.tsx';
import { MemberCardSkeleton } from './MemberCardSkeleton.tsx';
import { MemberGrid } from './MemberGrid.tsx';

const longMember = makeUser({
  id: 'user-maria-aparecida' as UserId,
  firstName: 'Maria Aparecida',
  lastName: 'dos Santos Oliveira Cavalcanti',
  username: 'maria.aparecida.dos.santos.oliveira',
  summary:
    'Professora aposentada, moradora da Vila Mariana desde 1987, voluntária na biblioteca comunitária e organizadora do clube de leitura às quintas-feiras.',
});

const meta = {
  id: 'members-membercard',
  title: 'Membros/MemberCard',
  component: MemberCardStory,
  args: { member: makeUser(), currentUserId: 'user-joao' as UserId, onSendMessage: fn() },
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
    member: makeUser({
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
    member: makeUser({
      username: 'joao.pereira',
      firstName: 'João',
      lastName: 'Pereira',
      roleName: 'Moderador',
      avatar:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="64" height="64"%3E%3Crect width="64" height="64" fill="%23047857"/%3E%3C/svg%3E',
    }),
  },
};

/** A long Portuguese name and summary: at most two lines of name, the username cut with an ellipsis. */
export const LongText: Story = {
  args: { member: longMember },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
    await expect(within(canvasElement).getByRole('heading')).toHaveAttribute(
      'title',
      'Maria Aparecida dos Santos Oliveira Cavalcanti',
    );
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

/**
 * Every state side by side in the directory's grid, for visual review: the message buttons line up
 * along the row's foot, and the long name stays inside its card.
 */
export const States: Story = {
  tags: ['visual'],
  // A desktop width (four columns) even in the test runner's narrow window, so rows hold several cards.
  decorators: [
    (Story) => (
      <div style={{ width: 940 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <MemberGrid aria-label="Membros">
      <MemberCardStory key="maria" {...args} />
      <MemberCardStory key="own" {...args} currentUserId={'user-maria' as UserId} />
      <MemberCardStory
        key="joao"
        {...args}
        member={makeUser({
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
        key="diego"
        {...args}
        member={makeUser({
          id: 'user-diego' as UserId,
          username: 'diego.alves',
          lastName: undefined,
          roleName: undefined,
          points: undefined,
          summary: undefined,
        })}
      />
      <MemberCardStory key="long" {...args} member={longMember} />
      <MemberCardSkeleton key="loading" isAnimated={false} />
    </MemberGrid>
  ),
  play: async ({ canvasElement }) => {
    // Cards in one row (same top) end their message buttons on one line, whatever they hold above.
    const bottomsByRow = new Map<number, number[]>();
    for (const button of within(canvasElement).getAllByRole('button', { name: membersTexts.sendMessage })) {
      const top = Math.round(button.closest('article')?.getBoundingClientRect().top ?? 0);
      bottomsByRow.set(top, [...(bottomsByRow.get(top) ?? []), button.getBoundingClientRect().bottom]);
    }
    for (const bottoms of bottomsByRow.values()) {
      for (const bottom of bottoms) await expect(bottom).toBeCloseTo(bottoms[0] ?? 0, 0);
    }
    for (const card of canvasElement.querySelectorAll('article')) {
      const cardBox = card.getBoundingClientRect();
      for (const part of card.querySelectorAll('h3, span')) {
        const box = part.getBoundingClientRect();
        await expect(box.left).toBeGreaterThanOrEqual(cardBox.left);
        await expect(box.right).toBeLessThanOrEqual(cardBox.right);
      }
    }
  },
};
