// Names the shell gives to controls that the spec shows without words (icons, landmarks).
// The visible texts come from the domain's shell catalogue (doc 1 §2).

/** Accessible names of the shell's controls and landmarks. */
export const shellLabels = {
  /** Read after the product name on the logo button. */
  logoHint: '(voltar à linha do tempo)',
  accountMenu: 'Menu da conta',
  navigation: 'Navegação principal',
  openMenu: 'Menu',
  menuTitle: 'Menu de navegação',
  connection: 'Conexão',
  unread: (count: number) => (count === 1 ? '1 não lida' : `${count} não lidas`),
  areaCard: 'Sua área',
} as const;
