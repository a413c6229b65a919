import { withThemeByClassName } from '@storybook/addon-themes';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { darkThemeClass, lightThemeClass } from '@vizinhos/ui';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { failOnCspViolations, watchCspViolations } from './cspGuard.ts';
import type { JotaiStore, StoryJotaiParameters, StoryRouterParameters } from './parameters.ts';
import { failOnEnglish } from './portugueseGuard.ts';

// One bound for every `findBy…` and `waitFor` of a play function: the story tests run beside the
// journeys on a crowded 2-core machine, where a lazily loaded piece or an MSW answer can take
// seconds, and Testing Library's default of 1 s failed passing stories there. It bounds a hang; a
// play function still waits on what the story shows, never on time.
configure({ asyncUtilTimeout: 10_000 });

/** Every story starts with a fresh Jotai store, seeded from `parameters.jotai.values`. */
const jotaiStoreLoader: Loader = async (context) => {
  const store: JotaiStore = createStore();
  const jotai = context.parameters.jotai as StoryJotaiParameters | undefined;
  for (const [atom, value] of jotai?.values ?? []) store.set(atom, value);
  return { jotaiStore: store };
};

const withJotai: Decorator = (Story, context) => (
  <JotaiProvider store={context.loaded.jotaiStore as JotaiStore}>
    <Story />
  </JotaiProvider>
);

const withMemoryRouter: Decorator = (Story, context) => {
  const router = context.parameters.router as StoryRouterParameters | undefined;
  // A page on the app's data router renders its own RouterProvider, and routers do not nest.
  if (router?.hasOwnRouter) return <Story />;
  return (
    <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  loaders: [mswLoader(), jotaiStoreLoader],
  // A Content-Security-Policy violation fails the story's test (cspGuard.ts), and so does an English
  // UI word (portugueseGuard.ts).
  beforeEach: watchCspViolations,
  afterEach: async (context) => {
    await failOnCspViolations(context);
    await failOnEnglish(context);
  },
  decorators: [
    withJotai,
    withMemoryRouter,
    withThemeByClassName({
      themes: { light: lightThemeClass, dark: darkThemeClass },
      defaultTheme: 'light',
      parentSelector: 'body',
    }),
  ],
  parameters: {
    // Storybook opens on the first entry: Introdução, then the foundations, the primitives and the
    // features in the order a resident meets them, each section in Portuguese (the Introdução page
    // describes this order). Written out: Storybook reads storySort without running imports; the
    // Introdução story checks it against packages/ui/src/foundations/storySections.ts.
    options: {
      storySort: {
        order: [
          'Introdução',
          'Fundamentos',
          ['Cores', 'Tipografia', 'Espaçamento', 'Ícones', 'Marca'],
          'Primitivos',
          'Estrutura',
          'Contas',
          'Linha do tempo',
          'Comentários',
          'Enquetes',
          'Notificações',
          'Conversas',
          'Membros',
          'Serviços',
          'Busca',
          'Mapa',
          'Perfil',
          'Configurações',
          'Moderação',
          'Páginas',
          '*',
        ],
      },
    },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility faults fail the story test: WCAG 2.0, 2.1 and 2.2 A and AA rules.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    msw: { handlers: {} },
  },
  tags: ['autodocs'],
};

export default preview;
