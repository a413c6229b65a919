import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  daysAhead,
  makeUser,
  makeWirePost,
  makeWirePosts,
  minutesAgo,
  moderationHandlers,
  postHandlers,
} from '@vizinhos/api/mocks';
import type { AreaId, LiveEvent, UserId, WirePost } from '@vizinhos/domain';
import { Provider, type Store } from 'jotai';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type TimelineKey, timelinesAtom } from '../features/posts/index.ts';
import { liveStatusBaseAtom } from '../live/connectionStatus.ts';
import { applyLiveEvent, resyncLiveState } from '../live/liveBridge.ts';
import { preloadSignedInViews, shellRoutes } from '../routes.tsx';
import { createSessionStore } from '../session/session.ts';
import { SessionControlsContext } from '../session/sessionControls.ts';
import { ShellPage } from './shell/index.ts';
import { TimelinePage } from './TimelinePage.tsx';

// The wired timeline in the signed-in shell, on the app's own route table: the real atoms, the real
// api client with the network answered by MSW (postHandlers), and live frames handed to the real
// live bridge by the play functions. The reader is João; the fixture posts are Maria's.

const joao = makeUser({
  id: 'user-joao' as UserId,
  username: 'joao.pereira',
  firstName: 'João',
  lastName: 'Pereira',
  roleName: 'Moderador',
  areaId: 'area-vila' as AreaId,
});

type Session = { store: Store };

function SignedInShell({ store, initialEntries }: { store: Store; initialEntries: string[] }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/', element: <ShellPage />, children: shellRoutes }], { initialEntries }),
  );
  return (
    <Provider store={store}>
      <SessionControlsContext value={{ signIn: fn(), signOut: fn() }}>
        <RouterProvider router={router} />
      </SessionControlsContext>
    </Provider>
  );
}

const posts = (list: readonly WirePost[]) => ({ msw: { handlers: { posts: postHandlers.list(list) } } });
const live = (store: Store, event: LiveEvent) => applyLiveEvent(store, event, new Date());
const session = (loaded: Record<string, unknown>) => (loaded as { session: Session }).session;
const shownIds = (store: Store, key: TimelineKey = 'all') =>
  store.get(timelinesAtom)[key]?.posts.map((post) => post.id);

const meta = {
  id: 'pages-timeline',
  title: 'Páginas/Timeline',
  component: TimelinePage,
  parameters: {
    layout: 'fullscreen',
    router: { hasOwnRouter: true, initialEntries: ['/'] },
    live: { status: 'connected' },
    ...posts(makeWirePosts(25)),
  },
  // The views are chunks of their own: fetched before the story renders, as after a sign-in. The
  // live connection is not opened (no stomp key): its status is set as each story needs.
  loaders: [
    async ({ parameters }) => {
      const store = createSessionStore(joao);
      store.set(liveStatusBaseAtom, parameters.live.status);
      return { views: await preloadSignedInViews(), session: { store } satisfies Session };
    },
  ],
  render: (_args, { parameters, loaded }) => (
    <SignedInShell store={session(loaded).store} initialEntries={parameters.router.initialEntries} />
  ),
} satisfies Meta<typeof TimelinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first page, the next one asked for near the end; a vote loads until its live vote_update (spec:
 * States and transitions): the area's frame moves the count only, the reader's own frame confirms it.
 */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Página Inicial' });
    const first = await within(region).findByRole('article', { name: 'Aviso 1 da vizinhança' });
    await expect(canvas.queryByText('Reconectando...')).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Votar a favor 8' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: /^Votar a favor/ })).toBeDisabled());
    live(session(loaded).store, {
      kind: 'voteUpdate',
      payload: { post_id: 'post-1', upvotes: 9, downvotes: 1 },
    });
    const up = await within(first).findByRole('button', { name: 'Votar a favor 9' });
    await expect(up).toBeDisabled();
    live(session(loaded).store, {
      kind: 'ownVoteUpdate',
      payload: {
        post_id: 'post-1',
        upvotes: 9,
        downvotes: 1,
        new_direction: 'up',
        voter: { _id: { $oid: 'user-joao' }, username: 'joao.pereira' },
      },
    });
    await waitFor(() => expect(up).toBeEnabled());
    await expect(up).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { posts: postHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Página Inicial' })).toBeVisible();
    await expect(await canvas.findAllByText('Carregando...')).not.toHaveLength(0);
  },
};

/** No post in the category yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { posts: postHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('As postagens da vizinhança aparecem aqui.'),
    ).toBeVisible();
  },
};

/** Three posts, then an empty page: the end-of-list message. */
export const End: Story = {
  parameters: posts(makeWirePosts(3)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você chegou ao fim: não há mais postagens.')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** The first page failed: the error and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { posts: postHandlers.fails() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as postagens.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/**
 * The live connection went down: the banner over the timeline (spec: Screens and routes). Not while
 * it is first opened, which would show the banner and take it away again (no layout shift).
 */
export const Reconnecting: Story = {
  parameters: { live: { status: 'disconnected' } },
  play: async ({ canvasElement, loaded }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Página Inicial' });
    await within(region).findByRole('article', { name: 'Aviso 1 da vizinhança' });
    const banner = 'As novidades aparecem quando a conexão voltar.';
    await expect(within(region).queryByText(banner)).toBeNull();
    session(loaded).store.set(liveStatusBaseAtom, 'connected');
    await within(canvasElement).findByText('Online');
    session(loaded).store.set(liveStatusBaseAtom, 'disconnected');
    await expect(await within(region).findByText(banner)).toBeVisible();
    session(loaded).store.set(liveStatusBaseAtom, 'connected');
    await waitFor(() => expect(within(region).queryByText(banner)).toBeNull());
  },
};

/** The first connection failed: the banner shows at once. */
export const LiveFailed: Story = {
  parameters: { live: { status: 'error' } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Página Inicial' });
    await expect(
      await within(region).findByText('As novidades aparecem quando a conexão voltar.'),
    ).toBeVisible();
  },
};

/** A neighbour's new post arrives live: at the top, highlighted, once; another category's is left out. */
export const LiveArrival: Story = {
  parameters: {
    ...posts(makeWirePosts(3)),
    router: { hasOwnRouter: true, initialEntries: ['/categoria/geral'] },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Aviso 1 da vizinhança' });
    const arriving = makeWirePost({
      _id: { $oid: 'post-live' },
      title: 'Cachorro perdido perto da padaria',
      created_at: minutesAgo(0),
      user: { _id: { $oid: 'user-ana' }, username: 'ana.lima' },
    });
    const { store } = session(loaded);
    live(store, { kind: 'timelinePost', payload: { post: arriving } });
    live(store, { kind: 'timelinePost', payload: { post: arriving } });
    live(store, {
      kind: 'timelinePost',
      payload: {
        post: { ...arriving, _id: { $oid: 'post-sale' }, post_category: { name: 'Compra e Venda' } },
      },
    });
    const card = await canvas.findByRole('article', { name: 'Cachorro perdido perto da padaria' });
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expect(canvas.getAllByRole('article')[0]).toBe(card);
    await expect(shownIds(store, 'Geral')).toEqual(['post-live', 'post-1', 'post-2', 'post-3']);
  },
};

/**
 * Página Inicial lists every category's posts, each card with its category's badge, and a live post
 * of any category joins it at the top (spec: the sidebar's Página Inicial clears the category filter).
 */
export const EveryCategory: Story = {
  parameters: posts([
    makeWirePost({ _id: { $oid: 'post-geral' }, title: 'Reunião de moradores no sábado' }),
    makeWirePost({
      _id: { $oid: 'post-seguranca' },
      title: 'Portão arrombado na Rua das Flores',
      post_category: { name: 'Seguranca' },
    }),
    makeWirePost({
      _id: { $oid: 'post-venda' },
      title: 'Vendo bicicleta aro 26',
      post_category: { name: 'Compra e Venda' },
    }),
  ]),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Página Inicial' });
    for (const [title, badge] of [
      ['Reunião de moradores no sábado', 'Geral'],
      ['Portão arrombado na Rua das Flores', 'Segurança'],
      ['Vendo bicicleta aro 26', 'Compra e Venda'],
    ] as const) {
      const card = await within(region).findByRole('article', { name: title });
      await expect(within(card).getByText(badge, { selector: 'span' })).toBeVisible();
    }
    const { store } = session(loaded);
    live(store, {
      kind: 'timelinePost',
      payload: {
        post: makeWirePost({
          _id: { $oid: 'post-achado' },
          title: 'Chave encontrada na praça',
          post_category: { name: 'Achados e Perdidos' },
          created_at: minutesAgo(0),
        }),
      },
    });
    const arrived = await within(region).findByRole('article', { name: 'Chave encontrada na praça' });
    await expect(canvas.getAllByRole('article')[0]).toBe(arrived);
    await expect(shownIds(store)).toEqual(['post-achado', 'post-geral', 'post-seguranca', 'post-venda']);
  },
};

/** Diego's post (João blocked him in moderationHandlers) and Maria's. */
const diegoAndMaria = () => [
  makeWirePost({
    _id: { $oid: 'post-diego' },
    title: 'Vendo bicicleta aro 26',
    user: { _id: { $oid: 'user-diego' }, id: 'user-diego', username: 'diego.alves', avatar: null },
  }),
  makeWirePost({ _id: { $oid: 'post-maria' }, title: 'Reunião de moradores no sábado' }),
];

/**
 * The block list answers after the posts: the first page waits for it, so Diego's post is never
 * shown in full, not even for a moment, before it collapses (spec 3).
 */
export const BlockedResidentNeverShownFirst: Story = {
  parameters: {
    msw: {
      handlers: {
        posts: postHandlers.list(diegoAndMaria()),
        moderation: moderationHandlers.slowBlockList(800),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const shownInFull = () => canvasElement.textContent?.includes('Vendo bicicleta aro 26') ?? false;
    let wasShown = shownInFull();
    const watch = new MutationObserver(() => {
      wasShown ||= shownInFull();
    });
    watch.observe(canvasElement, { subtree: true, childList: true, characterData: true });
    const region = await within(canvasElement).findByRole('region', { name: 'Página Inicial' });
    await within(region).findByRole('article', { name: 'Conteúdo de um morador bloqueado' });
    watch.disconnect();
    await expect(
      within(region).getByRole('article', { name: 'Reunião de moradores no sábado' }),
    ).toBeVisible();
    await expect(wasShown).toBe(false);
  },
};

/**
 * João blocked Diego (the block list read at sign-in, spec 3: Collapsed content): Diego's post shows
 * collapsed for him, Maria's in full; "Mostrar mesmo assim" shows Diego's.
 */
export const BlockedResidentCollapsed: Story = {
  parameters: {
    msw: {
      handlers: { posts: postHandlers.list(diegoAndMaria()), moderation: moderationHandlers.working() },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Página Inicial' });
    await expect(
      await within(region).findByRole('article', { name: 'Reunião de moradores no sábado' }),
    ).toBeVisible();
    const collapsed = await within(region).findByRole('article', {
      name: 'Conteúdo de um morador bloqueado',
    });
    await expect(within(region).queryByRole('heading', { name: 'Vendo bicicleta aro 26' })).toBeNull();
    await userEvent.click(within(collapsed).getByRole('button', { name: 'Mostrar mesmo assim' }));
    await expect(
      await within(region).findByRole('heading', { name: 'Vendo bicicleta aro 26' }),
    ).toBeVisible();
  },
};

/** João moderates: the Moderação entry carries the three items waiting in the queue (spec 3: Header entry). */
export const ModerationCount: Story = {
  parameters: {
    msw: {
      handlers: { posts: postHandlers.list(makeWirePosts(2)), moderation: moderationHandlers.working() },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Página Inicial' });
    await userEvent.click(canvas.getByRole('button', { name: 'Menu da conta' }));
    const item = await screen.findByRole('menuitem', { name: 'Moderação 3 pendentes' });
    // The menu fades in: visible once its opening animation has run.
    await waitFor(() => expect(item).toBeVisible());
  },
};

/**
 * After a reconnect the timeline fetches what it missed: two new posts held back behind "2
 * novidades", a deletion and an edit applied in place; showing them adds each once.
 */
export const NewPostsAfterReconnect: Story = {
  parameters: posts(makeWirePosts(4)),
  play: async ({ canvasElement, loaded, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Aviso 1 da vizinhança' });
    const [first, second, , fourth] = makeWirePosts(4);
    const missed = [
      makeWirePost({
        _id: { $oid: 'post-new-2' },
        title: 'Feira de trocas no domingo',
        created_at: minutesAgo(0),
      }),
      makeWirePost({
        _id: { $oid: 'post-new-1' },
        title: 'Poda de árvores na rua',
        created_at: minutesAgo(0),
      }),
    ];
    const edited = { ...(second as WirePost), title: 'Aviso 2 da vizinhança (corrigido)' };
    msw.use(...postHandlers.list([...missed, first as WirePost, edited, fourth as WirePost]));
    const { store } = session(loaded);
    await resyncLiveState(store, Date.now());
    await expect(await canvas.findByRole('button', { name: '2 novidades' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Feira de trocas no domingo' })).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Aviso 2 da vizinhança (corrigido)' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Aviso 3 da vizinhança' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '2 novidades' }));
    await waitFor(() =>
      expect(shownIds(store)).toEqual(['post-new-2', 'post-new-1', 'post-1', 'post-2', 'post-4']),
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName('Feira de trocas no domingo'),
    );
    await expect(canvas.queryByRole('button', { name: /novidades?$/ })).toBeNull();
  },
};

/** Flagging a post: "Postagem reportada com sucesso" (spec: Error catalogue) in the page's one toast region, and it is hidden for the community. */
export const Flag: Story = {
  parameters: posts(makeWirePosts(2)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('article', { name: 'Aviso 1 da vizinhança' });
    await userEvent.click(within(first).getByRole('button', { name: 'Reportar' }));
    // spec 3: the flag asks why; the spec's toast follows.
    const dialog = within(await screen.findByRole('dialog', { name: 'Reportar postagem' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam ou propaganda' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Postagem reportada com sucesso')).toBeVisible();
    // The page has one toast region, the shell's, whatever raised the alert (no card has its own).
    await expect(canvas.getAllByRole('region', { name: 'Avisos (F8)' })).toHaveLength(1);
    await expect(
      await canvas.findByText('Esta postagem foi ocultada devido a relatórios da comunidade'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar mesmo assim' }));
    await expect(canvas.getByRole('heading', { name: 'Aviso 1 da vizinhança' })).toBeVisible();
  },
};

/** A refused flag: "Erro ao reportar postagem". */
export const FlagFails: Story = {
  parameters: {
    msw: { handlers: { posts: [...postHandlers.flagFails(), ...postHandlers.list(makeWirePosts(2))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('article', { name: 'Aviso 1 da vizinhança' });
    await userEvent.click(within(first).getByRole('button', { name: 'Reportar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reportar postagem' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Informação falsa' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    // The refusal stays in the dialog, with the reason chosen.
    await expect(await dialog.findByText('Erro ao reportar postagem')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Informação falsa' })).toBeChecked();
  },
};

/**
 * The browser refuses the calendar's new tab (a pop-up blocker: `window.open` gives no window): the
 * event card says "Erro ao abrir link do calendário" (spec: Error catalogue).
 */
export const CalendarLinkBlocked: Story = {
  parameters: posts([
    makeWirePost({
      _id: { $oid: 'post-feira' },
      title: 'Feira de trocas na praça',
      post_category: { name: 'Eventos' },
      event_date: daysAhead(3),
    }),
  ]),
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const event = await canvas.findByRole('article', { name: 'Feira de trocas na praça' });
    await expect(within(event).queryByRole('alert')).toBeNull();
    await userEvent.click(within(event).getByRole('button', { name: 'Adicionar ao calendário' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Google' }));
    await expect(window.open).toHaveBeenCalledWith('', '_blank');
    await expect(await within(event).findByRole('alert')).toHaveTextContent(
      'Erro ao abrir link do calendário',
    );
  },
};

/** A refused vote clears the button's loading (spec: States and transitions). */
export const VoteFails: Story = {
  parameters: { msw: { handlers: { posts: postHandlers.voteFails() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('article', { name: 'Reunião de moradores no sábado' });
    await userEvent.click(within(first).getByRole('button', { name: 'Votar contra 1' }));
    await expect(await canvas.findByText('Erro ao votar')).toBeVisible();
    await expect(within(first).getByRole('button', { name: 'Votar contra 1' })).toBeEnabled();
  },
};

/** The author deletes a post after confirming; a refused deletion says "Erro ao excluir postagem". */
export const DeleteOwnPost: Story = {
  parameters: posts([
    makeWirePost({
      _id: { $oid: 'post-mine' },
      title: 'Minha postagem',
      user: { _id: { $oid: 'user-joao' }, username: 'joao.pereira' },
    }),
    ...makeWirePosts(1),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('article', { name: 'Minha postagem' });
    const other = canvas.getByRole('article', { name: 'Aviso 1 da vizinhança' });
    await expect(within(other).queryByRole('button', { name: 'Excluir' })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: 'Excluir' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Tem certeza que deseja excluir esta postagem?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Minha postagem' })).toBeNull());
  },
};
