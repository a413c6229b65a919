// Portuguese texts of the local mailbox page (shown only on this computer, when no SMTP is set).

/** Texts of the local mailbox page. */
export const mailboxTexts = {
  title: 'Caixa de correio local',
  intro:
    'Sem servidor SMTP configurado, o Vizinhos guarda aqui os emails que enviaria (ativação de conta, redefinição de senha). Só este computador vê esta página.',
  empty: 'Nenhum email ainda. Crie uma conta ou peça um link de nova senha e recarregue a página.',
  to: 'Para',
  sentAt: 'Enviado em',
  openLink: 'Abrir o link',
  openHtml: 'Ver a versão HTML',
  count: (n: number) =>
    n === 1 ? '1 email, o mais recente primeiro' : `${n} emails, os mais recentes primeiro`,
  back: 'Voltar à caixa de correio',
  notFound: 'Email não encontrado.',
  startLine: (url: string) => `Caixa de correio local (emails sem SMTP, só neste computador): ${url}`,
} as const;
