/** One demo comment; its replies nest under it. Times count from the post's own time. */
export type DemoComment = {
  author: string;
  text: string;
  minutesAfter: number;
  up?: number;
  down?: number;
  /** Deleted by its author: it keeps its place and replies and reads "[Deleted]". */
  deleted?: boolean;
  replies?: DemoComment[];
};

/** The conversation under one demo post, found by its title (demoPosts.ts). */
export type DemoThread = { post: string; comments: DemoComment[] };

/**
 * Conversations under the newest posts, so the first timeline page shows every state: threads
 * three and four levels deep, more than a page of comments (5), votes up and down, a deleted
 * comment with a reply, comments by the founder, a moderator and an admin (their badges), and the
 * demo resident's own (Editar and Deletar).
 */
export const demoThreads: DemoThread[] = [
  {
    post: 'Praça reformada ficou linda',
    comments: [
      {
        author: 'joao.pereira',
        text: 'Ficou ótima mesmo! Alguém sabe se vão instalar bebedouro?',
        minutesAfter: 10,
        up: 4,
        replies: [
          {
            author: 'carlos.santos',
            text: 'Perguntei na subprefeitura: o bebedouro chega no mês que vem.',
            minutesAfter: 25,
            up: 3,
            replies: [
              {
                author: 'demo',
                text: 'Boa notícia! Podemos pedir também uma lixeira de recicláveis.',
                minutesAfter: 40,
                up: 2,
                replies: [
                  {
                    author: 'ana_lima',
                    text: 'Apoio. Levo o pedido na reunião da associação.',
                    minutesAfter: 55,
                    replies: [
                      {
                        author: 'joao.pereira',
                        text: 'Combinado, Ana. Eu ajudo a redigir.',
                        minutesAfter: 70,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        author: 'fernanda.alves',
        text: 'Só falta iluminação no canto perto da quadra.',
        minutesAfter: 30,
        up: 2,
        down: 1,
      },
    ],
  },
  {
    post: 'Horta comunitária: onde plantar?',
    comments: [
      {
        author: 'lucas.oliveira',
        text: 'O terreno atrás da escola tem sol a manhã toda.',
        minutesAfter: 15,
        up: 5,
      },
      {
        author: 'camila.rocha',
        text: 'Na praça não dá, o solo é muito compactado.',
        minutesAfter: 25,
        up: 1,
      },
      { author: 'rafael.gomes', text: 'Posso doar mudas de alface e couve.', minutesAfter: 40, up: 3 },
      { author: 'juliana.ribeiro', text: 'Tenho ferramentas para emprestar.', minutesAfter: 55 },
      {
        author: 'pedro.carvalho',
        text: 'Sugiro canteiros elevados, mais fáceis de cuidar.',
        minutesAfter: 70,
        up: 2,
      },
      {
        author: 'gabriel.martins',
        text: 'Quem cuida da rega nos fins de semana?',
        minutesAfter: 90,
        down: 1,
      },
      {
        author: 'demo',
        text: 'Vou abrir uma votação com as opções de local.',
        minutesAfter: 110,
        up: 6,
        replies: [{ author: 'larissa.barbosa', text: 'Ótima ideia!', minutesAfter: 120, up: 1 }],
      },
    ],
  },
  {
    post: 'Alagamento na Rua Capitão Macedo',
    comments: [
      {
        author: 'thiago.fernandes',
        text: 'A boca de lobo da esquina está entupida de novo.',
        minutesAfter: 12,
        up: 7,
        replies: [
          {
            author: 'patricia.mendes',
            text: 'Escrevi algo aqui que não fazia sentido.',
            minutesAfter: 20,
            deleted: true,
            replies: [
              {
                author: 'rodrigo.araujo',
                text: 'Abri chamado no 156, protocolo enviado por mensagem.',
                minutesAfter: 35,
                up: 4,
              },
            ],
          },
        ],
      },
      {
        author: 'beatriz.costa',
        text: 'Evitem passar de carro por lá até a água baixar.',
        minutesAfter: 18,
        up: 3,
      },
    ],
  },
  {
    post: 'Piquenique das famílias',
    comments: [
      {
        author: 'aline.teixeira',
        text: 'Levo suco e frutas!',
        minutesAfter: 8,
        up: 2,
        replies: [{ author: 'marcelo.dias', text: 'Eu levo pão de queijo.', minutesAfter: 16, up: 1 }],
      },
    ],
  },
  {
    post: 'Movimentação estranha na Rua Dr. Fabrício Vampré',
    comments: [
      {
        author: 'vanessa.moreira',
        text: 'Vi o mesmo carro parado ontem à noite.',
        minutesAfter: 20,
        up: 2,
        replies: [
          {
            author: 'joao.pereira',
            text: 'Anotem a placa e avisem a polícia pelo 190, sem abordar ninguém.',
            minutesAfter: 45,
            up: 6,
          },
        ],
      },
      { author: 'bruno.cardoso', text: 'Era o pessoal da mudança do 42.', minutesAfter: 90, up: 1, down: 3 },
    ],
  },
];
