import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWireMembers } from '@vizinhos/api/mocks';
import { normalizeUser, type User, type UserId } from '@vizinhos/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { membersTexts } from '../members.texts.ts';
import { MemberDirectoryStory } from './MemberDirectory.story.tsx';

const residents = (count: number): User[] =>
  makeWireMembers(count).flatMap((wire) => {
    const user = normalizeUser({
      ...wire,
      created_at: '2025-03-15T12:00:00.000Z',
      summary: 'Moradora da Rua das Flores.',
    });
    return user ? [user] : [];
  });
const six = residents(6);

const meta = {
  id: 'members-memberdirectory',
  title: 'Membros/MemberDirectory',
  component: MemberDirectoryStory,
  args: {
    members: six,
    currentUserId: six[0]?.id,
    onSendMessage: fn(),
    onOpenProfile: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MemberDirectoryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: membersTexts.list });

/** Six members of Vila Mariana, all loaded: "6 membros", the end text, no message button on one's own card. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vila Mariana • 6 membros')).toBeVisible();
    await expect(within(await grid(canvasElement)).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('Todos os membros foram carregados • 6 membros total')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: membersTexts.sendMessage })).toHaveLength(5);
    const [firstButton] = canvas.getAllByRole('button', { name: membersTexts.sendMessage });
    if (firstButton) await userEvent.click(firstButton);
    await expect(args.onSendMessage).toHaveBeenCalledWith({ userId: six[1]?.id });
    await userEvent.click(canvas.getByRole('link', { name: 'João Pereira' }));
    await expect(args.onOpenProfile).toHaveBeenCalledWith({ userId: six[1]?.id });
  },
};

/** Page 1 is on its way: "Carregando membros..." over placeholder cards. */
export const Loading: Story = {
  tags: ['visual'],
  args: { hang: 'never' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(membersTexts.loading)).toBeVisible();
  },
};

/** More than a page: the next loads at the end of the grid; here it never answers ("Carregando mais membros..."). */
export const Paging: Story = {
  args: { members: residents(45), hang: 'later' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await waitFor(async () => {
      window.scrollTo(0, document.body.scrollHeight);
      await expect(canvas.getByText(membersTexts.loadingMore)).toBeInTheDocument();
    });
    await expect(canvas.queryByText(/Todos os membros/)).toBeNull();
  },
};

/** 45 members load page by page to the end text; only the rows near the screen are in the document. */
export const End: Story = {
  args: { members: residents(45) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = 'Todos os membros foram carregados • 45 membros total';
    await waitFor(async () => {
      window.scrollTo(0, document.body.scrollHeight);
      await expect(canvas.getByText(end)).toBeInTheDocument();
    });
    await expect(canvas.getByText('Vila Mariana • 45 membros')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[role="listitem"]').length).toBeLessThan(45);
    window.scrollTo(0, 0);
  },
};

/** Search without accents finds accented names ("joao" finds "João"); a change starts at page 1. */
export const SearchWithoutAccents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: membersTexts.search }), '  joao ');
    await expect(await canvas.findByText('Vila Mariana • 1 membro')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'João Pereira' })).toBeVisible();
  },
};

/** A search that finds nobody: the hint and "Limpar busca", which lists everyone again. */
export const NoResults: Story = {
  tags: ['visual'],
  args: { initialQuery: 'zé ninguém' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(membersTexts.noResults)).toBeVisible();
    await expect(canvas.getByText(membersTexts.noResultsHint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: membersTexts.clearSearch }));
    await expect(canvas.getByRole('searchbox', { name: membersTexts.search })).toHaveValue('');
    await expect(within(await grid(canvasElement)).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Nobody in the area yet. */
export const EmptyArea: Story = {
  tags: ['visual'],
  args: { members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(membersTexts.emptyArea)).toBeVisible();
    await expect(canvas.getByText(membersTexts.emptyAreaHint)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: membersTexts.clearSearch })).toBeNull();
  },
};

/** The first page failed: said with "Tentar de novo", never "Nenhum membro na área"; the retry loads it. */
export const LoadFailed: Story = {
  args: { failures: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(membersTexts.loadFailed);
    await expect(canvas.queryByText(membersTexts.emptyArea)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: membersTexts.retry }));
    await expect(await grid(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a phone: one column. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { currentUserId: 'user-nobody' as UserId } };

/**
 * The area's founder reads, under the heading, how often the comment box's tone nudge led to an
 * edit (the app passes it to the founder only).
 */
export const FounderNudgeFigure: Story = {
  args: {
    founderFigure:
      'Lembrete de tom nos comentários: 20% de 5 avisos levaram a uma edição nos últimos 30 dias.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vila Mariana • 6 membros')).toBeVisible();
    await expect(
      canvas.getByText(
        'Lembrete de tom nos comentários: 20% de 5 avisos levaram a uma edição nos últimos 30 dias.',
      ),
    ).toBeVisible();
  },
};

/** Everyone but the founder sees no such line. */
export const NoFounderFigure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vila Mariana • 6 membros')).toBeVisible();
    await expect(canvas.queryByText(/Lembrete de tom/)).toBeNull();
  },
};
