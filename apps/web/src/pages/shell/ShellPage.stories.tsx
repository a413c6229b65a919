import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  makeUser,
  makeWireMessage,
  makeWireMessages,
  messagingHandlers,
  moderationHandlers,
  postHandlers,
} from '@vizinhos/api/mocks';
import type { AreaId } from '@vizinhos/domain';
import { Provider } from 'jotai';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { preloadSignedInViews, shellRoutes } from '../../routes.tsx';
import { createSessionStore } from '../../session/session.ts';
import { SessionControlsContext } from '../../session/sessionControls.ts';
import { ShellPage } from './ShellPage.tsx';

// The wired shell on the app's own route table, in a memory router, with a signed-in session's store.
// Without a stomp key no live connection is opened, so the badge reads "Reconectando...".

const maria = makeUser({
  areaId: 'area-vila' as AreaId,
  area: {
    id: 'area-vila' as AreaId,
    name: 'Vila Mariana',
    fullName: 'Vila Mariana, São Paulo - SP',
    city: 'São Paulo',
    state: 'SP',
    latitude: -23.59,
    longitude: -46.63,
    userCount: 17,
    createdAt: '2025-03-15T12:00:00.000Z',
  },
});

function SignedInShell({ initialEntries }: { initialEntries: string[] }) {
  const [store] = useState(() => createSessionStore(maria));
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

const meta = {
  id: 'pages-shellpage',
  title: 'Páginas/ShellPage',
  component: ShellPage,
  parameters: {
    layout: 'fullscreen',
    router: { hasOwnRouter: true, initialEntries: ['/'] },
    // The timeline under the shell asks for its posts: none here.
    msw: { handlers: { posts: postHandlers.empty() } },
  },
  render: (_args, { parameters }) => <SignedInShell initialEntries={parameters.router.initialEntries} />,
  // The views are chunks of their own: fetched before the story renders, as after a sign-in.
  loaders: [async () => ({ views: await preloadSignedInViews() })],
} satisfies Meta<typeof ShellPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sidebar's links move between addresses; an overlay closes back to where it was opened. */
export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Página Inicial' })).toBeVisible();
    await expect(within(canvas.getByRole('banner')).getByRole('status')).toHaveTextContent('Reconectando...');
    await expect(canvas.getByRole('link', { name: 'Página Inicial' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Segurança' }));
    await expect(await canvas.findByRole('region', { name: 'Segurança' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Segurança' })).toHaveAttribute('aria-current', 'page');
    // The map opened from a category's timeline is that category's map (and its address says so).
    await userEvent.click(canvas.getByRole('link', { name: 'Mapa' }));
    const map = await canvas.findByRole('region', { name: 'Mapa' });
    await expect(within(map).getByRole('heading', { level: 1, name: 'Mapa - Segurança' })).toBeVisible();
    // The spec: the sidebar belongs to the timeline views only.
    await expect(canvas.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(await canvas.findByRole('region', { name: 'Segurança' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Página Inicial' }));
    await expect(await canvas.findByRole('region', { name: 'Página Inicial' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Eventos' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Vizinhos/ }));
    await expect(await canvas.findByRole('region', { name: 'Página Inicial' })).toBeVisible();
  },
};

/** Meu Perfil toggles the profile overlay; the logo closes it and messaging (spec: header). */
export const ProfileAndMessaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu da conta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Meu Perfil' }));
    await expect(await canvas.findByRole('region', { name: 'Meu Perfil' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Conversas' }));
    await expect(await canvas.findByRole('region', { name: 'Conversas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Vizinhos/ }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Meu Perfil' })).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Conversas' })).toBeNull();
  },
};

/**
 * "Bloquear" on João's message in their conversation (spec 3: Block): the button turns to
 * "Desbloquear", and Configurações lists him among the blocked residents.
 */
export const BlockFromMessage: Story = {
  parameters: {
    router: { hasOwnRouter: true, initialEntries: ['/conversas/conversation-1'] },
    msw: {
      handlers: {
        posts: postHandlers.empty(),
        messaging: messagingHandlers.default(undefined, makeWireMessages(5)),
        moderation: moderationHandlers.blocking(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Mensagem 5:/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bloquear maria.souza' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Bloquear joao.pereira' }));
    await expect(await canvas.findByRole('button', { name: 'Desbloquear joao.pereira' })).toBeVisible();
    // Their direct conversation's history stays as it was: only a group's messages are collapsed.
    await expect(canvas.getByText(/Mensagem 1:/)).toBeVisible();
    await expect(canvas.queryByText('Conteúdo de um morador bloqueado')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu da conta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Configurações' }));
    const list = await screen.findByRole('region', { name: 'Moradores bloqueados' });
    await expect(await within(list).findByRole('button', { name: 'Desbloquear joao' })).toBeVisible();
  },
};

const carlosMessage = 'Alguém tem uma escada para emprestar?';

/**
 * Maria blocked Carlos after they joined the ride group (the block list read at sign-in, spec 3:
 * Block): his message there comes collapsed; "Mostrar mesmo assim" shows it, and it stays shown
 * when the conversation is opened again (for the session, as a post).
 */
export const GroupMessageFromBlocked: Story = {
  parameters: {
    router: { hasOwnRouter: true, initialEntries: ['/conversas/conversation-2'] },
    msw: {
      handlers: {
        posts: postHandlers.empty(),
        messaging: messagingHandlers.default(undefined, [
          makeWireMessage({
            _id: { $oid: 'conversation-2-carlos' },
            body: carlosMessage,
            user: {
              _id: { $oid: 'user-carlos' },
              id: 'user-carlos',
              username: 'carlos.mendes',
              avatar: null,
            },
            conversation_id: 'conversation-2',
          }),
        ]),
        moderation: moderationHandlers.working(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Conteúdo de um morador bloqueado')).toBeVisible();
    await expect(canvas.queryByText(carlosMessage)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar mesmo assim' }));
    await expect(await canvas.findByText(carlosMessage)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar às conversas' }));
    await userEvent.click(await canvas.findByText('Carona para o mercado'));
    await expect(await canvas.findByText(carlosMessage)).toBeVisible();
    await expect(canvas.queryByText('Conteúdo de um morador bloqueado')).toBeNull();
  },
};

/** `/membros` opened by its address: the directory covers the timeline, with no sidebar. */
export const MembersByAddress: Story = {
  parameters: { router: { hasOwnRouter: true, initialEntries: ['/membros'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Membros da Vizinhança' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Página Inicial' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
  },
};

/** An unknown address: "Página não encontrada", and the link back to the timeline. */
export const NotFound: Story = {
  parameters: { router: { hasOwnRouter: true, initialEntries: ['/nao-existe'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para a página inicial' }));
    await expect(await canvas.findByRole('region', { name: 'Página Inicial' })).toBeVisible();
  },
};

/**
 * The founder's menu has Moderação with the three items waiting: the queue and the record, a card
 * kept and the queue read again (spec 3).
 */
export const Moderation: Story = {
  parameters: {
    msw: { handlers: { posts: postHandlers.empty(), moderation: moderationHandlers.working() } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu da conta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Moderação 3 pendentes' }));
    await expect(await canvas.findByRole('heading', { name: 'Denúncias pendentes' })).toBeVisible();
    const cards = await canvas.findAllByRole('article', {
      name: /Promoção imperdível|Vão fechar|Quem reclama/,
    });
    await expect(cards).toHaveLength(3);
    await expect(await canvas.findByText(/removeu a postagem “Promoção imperdível”/)).toBeVisible();
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Manter' }));
    await waitFor(() => expect(within(cards[0]!).getByRole('button', { name: 'Manter' })).toBeEnabled());
  },
};
