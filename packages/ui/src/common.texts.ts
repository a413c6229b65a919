// Words several pieces share (STYLE.md, Language): one edit changes them everywhere.

/** Shared words of the ui package: loading states, the live connection, closing and cancelling. */
export const commonTexts = {
  loading: 'Carregando...',
  /** The live connection is down: the header's badge and the timeline's banner. */
  reconnecting: 'Reconectando...',
  close: 'Fechar',
  cancel: 'Cancelar',
  /** Read before each toast's text by screen readers (Radix's default is "Notification"). */
  toast: 'Aviso',
  /** The toasts' region, with the key that reaches it (Radix's default is "Notifications ({hotkey})"). */
  toasts: 'Avisos ({hotkey})',
} as const;
