// The one catalogue of what the design system's pieces say (STYLE.md, Language). Texts quoted
// from the spec keep its wording with the accents correct Portuguese needs; doc 1 §2 keeps some
// English texts (notifications, area drawing) and so do we. Rules that build texts (counts,
// dates, names) live in @vizinhos/domain, not here.

/** Fixed texts of the ui package, grouped by piece. */
export const texts = {
  common: {
    loading: 'Carregando...',
    close: 'Fechar',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    save: 'Salvar',
    moreActions: 'Mais ações',
  },
  post: {
    // doc 2 §4 (post visibility)
    hiddenNotice: 'Esta postagem foi ocultada devido a relatórios da comunidade',
    showAnyway: 'Mostrar mesmo assim',
    // doc 2 §8 (share)
    linkCopied: 'Link copiado para a área de transferência!',
    // doc 2 §5 (deletion)
    confirmDelete: 'Tem certeza que deseja excluir esta postagem?',
    untitled: 'Untitled Post',
    upvote: 'Votar a favor',
    downvote: 'Votar contra',
    voting: 'Registrando voto...',
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
    edit: 'Editar',
    delete: 'Deletar',
    reply: 'Responder',
    save: 'Salvar',
    cancel: 'Cancelar',
    // doc 2 §5 (comment deletion)
    confirmDelete: 'Tem certeza que deseja deletar este comentário?',
    moreReplies: 'Ver mais respostas',
    editLabel: 'Editar comentário',
    editHint: 'Ctrl+Enter ou Cmd+Enter salva, Esc cancela',
    upvote: 'Votar a favor do comentário',
    downvote: 'Votar contra o comentário',
    replies: 'Respostas',
  },
  notifications: {
    // doc 1 §2 (notification dropdown) keeps these in English
    title: 'Notifications',
    loading: 'Loading notifications...',
    empty: 'No notifications yet',
    emptyHint: "You'll see activity notifications here",
    bell: 'Notificações',
    unread: 'Não lida',
  },
  member: {
    // doc 1 §2 (members directory)
    sendMessage: 'Enviar Mensagem',
  },
  drawArea: {
    // doc 1 §2 (area drawing dialog) keeps these in English
    title: 'Draw Your Area',
    startDrawing: 'Start Drawing',
    stopDrawing: 'Stop Drawing',
    undo: 'Undo',
    clear: 'Clear',
    canvasLabel: 'Área de desenho de 800 por 600 com grade',
    keyboardHint:
      'Com o desenho ativo, foque a área e use as setas para mover o cursor (Shift move 10 vezes mais) e Enter ou Espaço para marcar um ponto.',
    pointsList: 'Pontos marcados',
    noPoints: 'Nenhum ponto marcado',
    cursor: 'Cursor',
  },
} as const;
