// Words several pieces share (STYLE.md, Language): one edit changes them everywhere.

/** Shared words of the ui package: loading states, closing and cancelling. */
export const commonTexts = {
  loading: 'Carregando...',
  close: 'Fechar',
  cancel: 'Cancelar',
} as const;
