import { commonTexts } from '../common/index.ts';

/** Texts of the application shell (doc 1 §2), one catalogue so a wording change is one edit. */
export const shellTexts = {
  checkingSession: 'Verificando autenticação...',
  online: 'Online',
  reconnecting: 'Reconectando...',
  connectedAs: 'Conectado como',
  home: 'Página Inicial',
  neighbourhood: 'Vizinhança',
  map: 'Mapa',
  categories: 'Categorias',
  directories: 'Diretórios',
  members: 'Membros',
  services: 'Serviços',
  conversations: 'Conversas',
  settings: 'Configurações',
  myProfile: 'Meu Perfil',
  logout: 'Sair',
  untitledPost: commonTexts.untitledPost,
  loadingPost: commonTexts.loadingPost,
  postLoadFailed: 'Failed to load post',
} as const;
