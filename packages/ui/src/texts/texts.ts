// The catalogue of what the design system's pieces say besides the spec's own texts (STYLE.md,
// Language): button names, accessible labels, hints. Every text the spec fixes, and every rule that
// builds a text (counts, dates, names, statuses), comes from @vizinhos/domain instead.

/** Fixed texts of the ui package, grouped by piece. */
export const texts = {
  common: {
    loading: 'Carregando...',
    close: 'Fechar',
    cancel: 'Cancelar',
  },
  post: {
    upvote: 'Votar a favor',
    downvote: 'Votar contra',
    flag: 'Reportar',
    share: 'Compartilhar',
    edit: 'Editar',
    delete: 'Excluir',
    comments: 'Comentários',
    addToCalendar: 'Adicionar ao calendário',
    eventDate: 'Data do evento',
    imageAlt: 'Imagem da postagem',
    calendarGoogle: 'Google',
    calendarOutlook: 'Outlook',
    calendarYahoo: 'Yahoo',
    calendarIcs: 'Baixar arquivo ICS',
  },
  poll: {
    vote: 'Votar',
    voting: 'Enviando voto...',
    thanks: 'Obrigado por votar!',
    yourChoice: 'Sua escolha',
    legend: 'Opções da votação',
    results: 'Resultados da votação',
  },
  comment: {
    // doc 2 §6 names the author's actions "Editar" and "Deletar".
    edit: 'Editar',
    delete: 'Deletar',
    reply: 'Responder',
    save: 'Salvar',
    cancel: 'Cancelar',
    moreReplies: 'Ver mais respostas',
    editLabel: 'Editar comentário',
    editHint: 'Ctrl+Enter ou Cmd+Enter salva, Esc cancela',
    upvote: 'Votar a favor do comentário',
    downvote: 'Votar contra o comentário',
    replies: 'Respostas a',
  },
  notifications: {
    bell: 'Notificações',
    unread: 'Não lida',
    unreadPlural: 'Não lidas',
  },
  member: {
    points: 'Pontos de influência',
  },
  drawArea: {
    canvasLabel: 'Área de desenho de 800 por 600 com grade',
    keyboardHint:
      'Com o desenho ativo, foque a área e use as setas para mover o cursor (com Shift, um quadrado da grade por vez) e Enter ou Espaço para marcar um ponto.',
    pointsList: 'Pontos marcados',
    noPoints: 'Nenhum ponto marcado',
    cursor: 'Cursor',
  },
} as const;
