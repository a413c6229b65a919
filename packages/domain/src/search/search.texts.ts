// Texts of the search rules. The spec names the call (GET search?q=&type=) but words none of its
// refusals, so these are ours, worded as the spec's own refusals are.

/** Refusals of a search text and of the search call. */
export const searchDomainTexts = {
  empty: 'Digite o que você quer buscar.',
  tooLong: (max: number) => `A busca pode ter no máximo ${max} caracteres.`,
  noWords: 'Digite ao menos uma palavra com letras ou números.',
  typeInvalid: 'Tipo de busca inválido: escolha todos, postagens, comentários, eventos, serviços ou membros.',
  categoryInvalid: 'Categoria de busca inválida.',
  searchFailed: 'Erro ao buscar',
  /** A hit's kind, on its badge. */
  kind: { post: 'Postagem', comment: 'Comentário', event: 'Evento', service: 'Serviço', user: 'Membro' },
  /** The kind filter's options. */
  types: {
    all: 'Tudo',
    post: 'Postagens',
    comment: 'Comentários',
    event: 'Eventos',
    service: 'Serviços',
    user: 'Membros',
  },
  eventOn: (date: string) => `evento em ${date}`,
  count: (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`),
  searchNetwork: 'Erro de rede ao buscar',
} as const;
