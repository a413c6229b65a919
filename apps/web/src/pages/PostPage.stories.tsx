import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeUser, makeWirePost, postHandlers } from '@vizinhos/api/mocks';
import type { AreaId, UserId } from '@vizinhos/domain';
import { Provider, type Store } from 'jotai';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { liveStatusBaseAtom } from '../live/connectionStatus.ts';
import { preloadSignedInViews, shellRoutes } from '../routes.tsx';
import { createSessionStore } from '../session/session.ts';
import { SessionControlsContext } from '../session/sessionControls.ts';
import { PostPage } from './PostPage.tsx';
import { ShellPage } from './shell/index.ts';

// The wired single post view at /posts/post-1 in the signed-in shell: real atoms, the real api
// client, the network answered by MSW (postHandlers).

const joao = makeUser({ id: 'user-joao' as UserId, username: 'joao.pereira', areaId: 'area-vila' as AreaId });

function SignedInShell({ store }: { store: Store }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/', element: <ShellPage />, children: shellRoutes }], {
      initialEntries: ['/posts/post-1'],
    }),
  );
  return (
    <Provider store={store}>
      <SessionControlsContext value={{ signIn: fn(), signOut: fn() }}>
        <RouterProvider router={router} />
      </SessionControlsContext>
    </Provider>
  );
}

const meta = {
  id: 'pages-postpage',
  title: 'Páginas/PostPage',
  component: PostPage,
  parameters: {
    layout: 'fullscreen',
    router: { hasOwnRouter: true },
    msw: { handlers: { posts: postHandlers.default([makeWirePost({ title: '' })]) } },
  },
  loaders: [
    async () => {
      const store = createSessionStore(joao);
      store.set(liveStatusBaseAtom, 'connected');
      return { views: await preloadSignedInViews(), store };
    },
  ],
  render: (_args, { loaded }) => <SignedInShell store={(loaded as { store: Store }).store} />,
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The post, untitled on the wire: "Postagem sem título", its body, author and date, and the full card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Postagem' });
    await expect(
      await within(region).findByRole('heading', { level: 1, name: 'Postagem sem título' }),
    ).toBeVisible();
    await expect(within(region).getByRole('article', { name: 'Postagem sem título' })).toBeVisible();
    await expect(within(region).getByText('maria.souza', { selector: 'p span' })).toBeVisible();
    await userEvent.click(within(region).getByRole('link', { name: 'Voltar à linha do tempo' }));
    await expect(await canvas.findByRole('region', { name: 'Página Inicial' })).toBeVisible();
  },
};

/** The post is on its way: "Carregando postagem...". */
export const Loading: Story = {
  parameters: { msw: { handlers: { posts: postHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando postagem...')).toBeVisible();
  },
};

/** Another area's post or a deleted one: "Postagem não encontrada (404)" in red. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { posts: postHandlers.notFound() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Postagem não encontrada (404)',
    );
  },
};

/** The network failed: "Erro ao carregar a postagem". */
export const Failed: Story = {
  parameters: { msw: { handlers: { posts: postHandlers.offline() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Erro ao carregar a postagem',
    );
  },
};
