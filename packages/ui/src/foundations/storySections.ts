// The Storybook sidebar's sections, in Portuguese and in the order a resident meets them; the
// entries under them keep the component names of the code. `.storybook/preview.tsx` sorts by this
// order (its storySort must be written out there) and the Introdução story checks that both agree
// and that every story file names one of these sections.

/** One section of the sidebar: its title, what of the product it holds, and the code folders it shows. */
export type StorySection = { title: string; holds: string; folders: readonly string[] };

/** The foundations' pages, in their order under Fundamentos. */
const foundationPages = ['Cores', 'Tipografia', 'Espaçamento', 'Ícones', 'Marca'] as const;

/** Every section after Introdução, in the sidebar's order. */
export const storySections: readonly StorySection[] = [
  {
    title: 'Fundamentos',
    holds: 'cores (com o contraste de cada par), tipografia, espaçamento, ícones e a marca',
    folders: ['foundations', 'theme'],
  },
  {
    title: 'Primitivos',
    holds: 'as peças de base: botão, campo, diálogo, menu, aviso...',
    folders: ['primitives', 'utils'],
  },
  { title: 'Estrutura', holds: 'o cabeçalho, a barra lateral e a moldura das telas', folders: ['shell'] },
  {
    title: 'Contas',
    holds: 'entrar, criar conta, recuperar a senha e os links enviados por email',
    folders: ['accounts'],
  },
  {
    title: 'Linha do tempo',
    holds: 'a linha do tempo, o cartão da postagem, o editor e os eventos',
    folders: ['posts', 'editor', 'events'],
  },
  { title: 'Comentários', holds: 'os comentários e as respostas', folders: ['comments'] },
  { title: 'Enquetes', holds: 'as enquetes e seus resultados', folders: ['polls'] },
  { title: 'Notificações', holds: 'o sino e os alertas no celular', folders: ['notifications'] },
  { title: 'Conversas', holds: 'as conversas diretas e em grupo', folders: ['messaging'] },
  { title: 'Membros', holds: 'o diretório dos moradores', folders: ['members'] },
  { title: 'Serviços', holds: 'os telefones de emergência e os serviços da área', folders: ['services'] },
  {
    title: 'Busca',
    holds: 'a busca de postagens, comentários, eventos, serviços e membros',
    folders: ['search'],
  },
  { title: 'Mapa', holds: 'o mapa da área, as ocorrências e o desenho da área', folders: ['map'] },
  { title: 'Perfil', holds: 'o perfil do morador', folders: ['profile'] },
  { title: 'Configurações', holds: 'tema, alertas, agenda e senha', folders: ['settings'] },
  {
    title: 'Moderação',
    holds: 'denúncias, a fila de revisão, o registro aberto e os bloqueios',
    folders: ['moderation'],
  },
  {
    title: 'Páginas',
    holds: 'as telas inteiras do app, ligadas ao estado e à rede simulada',
    folders: ['apps/web/src/features', 'apps/web/src/pages'],
  },
];

/** The sidebar order as Storybook's storySort takes it: Introdução first, anything unknown last. */
export const storySortOrder: (string | string[])[] = [
  'Introdução',
  ...storySections.flatMap((section): (string | string[])[] =>
    section.title === 'Fundamentos' ? [section.title, [...foundationPages]] : [section.title],
  ),
  '*',
];
