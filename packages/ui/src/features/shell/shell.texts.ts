// What the application shell says (spec: layout and navigation), and the names it gives to
// controls the spec shows without words (icons, landmarks).

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts and accessible names of the shell. */
export const shellTexts = {
  appName: commonTexts.appName,
  checkingSession: 'Verificando autenticação...',
  online: 'Online',
  reconnecting: commonTexts.reconnecting,
  connectedAs: 'Conectado como',
  home: 'Página Inicial',
  neighbourhood: 'Vizinhança',
  map: commonTexts.map,
  categories: 'Categorias',
  directories: 'Diretórios',
  members: commonTexts.members,
  services: commonTexts.services,
  search: commonTexts.search,
  conversations: commonTexts.conversations,
  settings: commonTexts.settings,
  moderation: 'Moderação',
  myProfile: commonTexts.myProfile,
  logout: 'Sair',
  /** Read after the product name on the logo button. */
  logoHint: '(voltar à linha do tempo)',
  accountMenu: 'Menu da conta',
  navigation: 'Navegação principal',
  openMenu: 'Menu',
  menuTitle: 'Menu de navegação',
  connection: 'Conexão',
  unread: (count: number) => (count === 1 ? '1 não lida' : `${count} não lidas`),
  /** Items waiting in the review queue, on the Moderação entry (spec 3: Header entry). */
  pendingReports: (count: number) => (count === 1 ? '1 pendente' : `${count} pendentes`),
  areaCard: 'Sua área',
} as const;
