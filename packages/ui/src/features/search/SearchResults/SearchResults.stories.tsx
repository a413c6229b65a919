import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FIXTURE_NOW,
  makeSearchHits,
  makeUser,
  makeWireSearchHit,
  searchMockTexts,
} from '@vizinhos/api/mocks';
import type { UserId } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchTexts } from '../search.texts.ts';
import { SearchResultsStory } from './SearchResults.story.tsx';

const meta = {
  id: 'search-searchresults',
  title: 'Busca/SearchResults',
  component: SearchResultsStory,
  args: {
    asked: { query: 'cachorros', kind: 'all', category: '' },
    status: 'ready',
    hits: makeSearchHits(),
    now: FIXTURE_NOW,
    hasMore: false,
    isLoadingMore: false,
    onSearch: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchResultsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post, an event, a comment and a service found for "cachorros", the matched words marked. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 resultados');
    const list = canvas.getByRole('list', { name: searchTexts.results });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAttribute('href', '/posts/post-cachorro');
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toContain('Cachorro');
    await expect(marks).toContain('cachorros');
    await userEvent.click(links[3] as HTMLElement);
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/servicos' });
  },
};

/** Members found by name come first, under their own heading. */
export const WithMembers: Story = {
  args: {
    asked: { query: 'joao', kind: 'all', category: '' },
    hits: makeSearchHits([makeWireSearchHit({ title: 'João achou um cachorro', text: 'Perto da praça.' })]),
    members: [
      makeUser({ id: 'user-joao' as UserId, username: 'joao', firstName: 'João', lastName: 'Pereira' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = canvas.getByRole('list', { name: searchTexts.members });
    await expect(within(members).getByRole('link')).toHaveAttribute('href', '/perfil/user-joao');
    // A member is found by a part of the name, accents aside: that part is marked.
    await expect(members.querySelector('mark')).toHaveTextContent('João');
    await expect(canvas.getByRole('heading', { name: searchTexts.results })).toBeVisible();
  },
};

/** Markup in a title is shown as text: React escapes every piece, nothing is parsed. */
export const UntrustedText: Story = {
  args: {
    asked: { query: 'cachorro', kind: 'all', category: '' },
    hits: makeSearchHits([
      makeWireSearchHit({
        title: '<img src=x onerror=alert(1)> cachorro',
        text: '(cachorro)* $& $1 .* [a-z]',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['cachorro', 'cachorro']);
    await expect(within(canvasElement).getByText(/\$& \$1/)).toBeVisible();
  },
};

/** Nothing asked yet (Busca opened without a text). */
export const Idle: Story = {
  args: { status: 'idle', asked: { query: '', kind: 'all', category: '' }, hits: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(searchTexts.idleTitle)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: searchTexts.field }), 'segurança{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'segurança', kind: 'all', category: '' });
  },
};

/** The search is on its way. */
export const Loading: Story = {
  args: { status: 'loading', hits: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(searchTexts.loading);
  },
};

/** Nothing found with filters: "Limpar filtros" searches the same text in everything. */
export const Empty: Story = {
  args: { hits: [], asked: { query: 'piscina', kind: 'event', category: 'Eventos' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(searchTexts.noResults)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 resultados');
    await userEvent.click(canvas.getByRole('button', { name: searchTexts.clearFilters }));
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'piscina', kind: 'all', category: '' });
  },
};

/** The search failed: the server's reason and "Tentar de novo". */
export const Failed: Story = {
  args: { status: 'error', errorText: searchMockTexts.failed, hits: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(searchMockTexts.failed);
    await userEvent.click(canvas.getByRole('button', { name: searchTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const page = makeSearchHits(
  Array.from({ length: 20 }, (_, index) =>
    makeWireSearchHit({
      id: `post-${index + 1}`,
      post_id: `post-${index + 1}`,
      title: `Cachorro ${index + 1}`,
    }),
  ),
);

/** A first page of 20 of 45: "Mostrar mais resultados" asks for the next. */
export const Paging: Story = {
  args: { hits: page, total: 45, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('45 resultados');
    await userEvent.click(canvas.getByRole('button', { name: searchTexts.more }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { hits: page, total: 45, hasMore: true, isLoadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: searchTexts.loadingMore })).toBeVisible();
  },
};

/** A later page failed: said under the list, with "Tentar de novo". */
export const MoreFailed: Story = {
  args: { hits: page, total: 45, hasMore: true, moreErrorText: searchMockTexts.failed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(searchMockTexts.failed);
    await expect(canvas.queryByRole('button', { name: searchTexts.more })).toBeNull();
  },
};
