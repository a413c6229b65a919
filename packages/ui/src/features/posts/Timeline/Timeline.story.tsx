// Story harness: timeline posts from the fixtures, each turned into the props a card takes with the
// domain's rules, as the app does.
import { makeEventPost, makePollPost, makePost, minutesAgo } from '@vizinhos/api/mocks';
import type { CategoryKey, Post, PostId, UserId } from '@vizinhos/domain';
import { postCardProps, type TimelineReader } from '../PostCard/PostCard.story.tsx';
import type { PostCardProps } from '../PostCard/PostCard.tsx';

const authors = [
  { id: 'user-maria' as UserId, username: 'maria.souza', avatar: undefined, roleName: 'Fundador' },
  { id: 'user-joao' as UserId, username: 'joao.pereira', avatar: undefined, roleName: undefined },
  { id: 'user-ana' as UserId, username: 'ana.lima', avatar: undefined, roleName: undefined },
  { id: 'user-carlos' as UserId, username: 'carlos.santos', avatar: undefined, roleName: undefined },
] satisfies Post['author'][];

const plain: ReadonlyArray<{ title: string; text: string; category: CategoryKey }> = [
  {
    title: 'Poste apagado na Rua das Flores',
    text: 'O poste em frente ao número 210 está apagado há três noites. Já abri chamado na prefeitura.',
    category: 'Segurança',
  },
  {
    title: 'Vendo bicicleta aro 26',
    text: 'Bicicleta em bom estado, revisada em outubro. R$ 350, retirar na Vila Mariana.',
    category: 'Compra e Venda',
  },
  {
    title: 'Reunião de moradores no sábado',
    text: 'A reunião da associação será no salão da Rua das Flores, 123, às 10h.',
    category: 'Geral',
  },
  {
    title: 'Chave encontrada na praça',
    text: 'Achei um molho de chaves com chaveiro azul perto do parquinho. Está comigo, no 45.',
    category: 'Achados e Perdidos',
  },
  {
    title: 'Coleta seletiva muda para quinta-feira',
    text: 'A partir da semana que vem o caminhão da coleta seletiva passa às quintas, pela manhã.',
    category: 'Geral',
  },
];

/** The n-th post of a long timeline: plain posts in several categories, a poll and an event now and then. */
function makeTimelinePost(index: number, withNumber: boolean): Post {
  const author = authors[index % authors.length] ?? authors[0];
  const common = {
    id: `post-${index + 1}` as PostId,
    author,
    createdAt: minutesAgo(15 + index * 47),
    upvotes: (index * 7) % 13,
    downvotes: index % 3,
    commentCount: index % 5,
  };
  const number = withNumber ? ` (${index + 1})` : '';
  if (index % 7 === 3) {
    const poll = makePollPost(common);
    return { ...poll, title: `${poll.title}${number}` };
  }
  if (index % 7 === 5) {
    const event = makeEventPost(common);
    return { ...event, title: `${event.title}${number}` };
  }
  const base = plain[index % plain.length] ?? plain[0];
  return makePost({ ...common, ...base, title: `${base?.title}${number}` });
}

/** `count` timeline posts, newest first; past the fixtures' variety, titles carry their number. */
export function makeTimelinePosts(count: number): Post[] {
  return Array.from({ length: count }, (_, index) => makeTimelinePost(index, count > 5));
}

/** Each post's card props, computed as the app computes them; `highlighted` ids play the live highlight. */
export function timelineCards(
  posts: readonly Post[],
  reader: TimelineReader,
  highlighted: ReadonlySet<string> = new Set(),
): PostCardProps[] {
  return posts.map((post) => postCardProps({ ...reader, post, isHighlighted: highlighted.has(post.id) }));
}

/** A neighbour's post that arrives live in the LiveArrivalWhileReading story. */
export const arrivingPost: Post = makePost({
  id: 'post-live' as PostId,
  title: 'Cachorro perdido perto da padaria',
  text: 'Vira-lata caramelo de coleira vermelha, atende por Pipoca. Quem vir, por favor avise.',
  category: 'Achados e Perdidos',
  createdAt: minutesAgo(0),
  author: authors[2],
});
