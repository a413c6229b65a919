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
  untitledPost: 'Untitled Post',
  loadingPost: 'Loading post...',
  postLoadFailed: 'Failed to load post',
} as const;

/** The single post view's error for a non-ok answer (doc 1 §8): "Post not found (404)". */
export function describePostLoadError(status: number): string {
  return `Post not found (${status})`;
}
