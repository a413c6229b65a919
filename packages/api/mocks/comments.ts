import {
  COMMENT_PAGE_SIZE,
  type Comment,
  type CommentId,
  type UserId,
  type WireComment,
} from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import type { CommentsPage, CommentVoteAnswer, CreateCommentAnswer } from '../src/comments.ts';
import { minutesAgo } from './clock.ts';
import { hang, ok, refuse } from './respond.ts';

/** A top-level comment by João Pereira, 15 minutes old; override anything. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'comment-1' as CommentId,
    text: 'Ótima iniciativa! Posso levar as mesas dobráveis do condomínio.',
    author: { id: 'user-joao' as UserId, username: 'joao.pereira', avatar: undefined, roleName: undefined },
    createdAt: minutesAgo(15),
    upvotes: 3,
    downvotes: 0,
    myVote: 'none',
    replies: [],
    replyCount: 0,
    parentId: undefined,
    isDeleted: false,
    ...overrides,
  };
}

/** A thread nested `depth` levels deep under one comment (replies of replies). */
export function makeCommentThread(depth: number, overrides: Partial<Comment> = {}): Comment {
  const authors = ['ana.lima', 'carlos.mendes', 'beatriz.rocha', 'diego.alves', 'elisa.castro'];
  let reply: Comment | undefined;
  for (let level = depth; level >= 1; level -= 1) {
    reply = makeComment({
      id: `comment-${level + 1}` as CommentId,
      parentId: `comment-${level}` as CommentId,
      text: `Resposta no nível ${level}: combinado, eu ajudo também.`,
      author: {
        id: `user-${level}` as UserId,
        username: authors[level % authors.length]!,
        avatar: undefined,
        roleName: undefined,
      },
      createdAt: minutesAgo(15 - level),
      replies: reply ? [reply] : [],
      replyCount: reply ? 1 : 0,
    });
  }
  return makeComment({ replies: reply ? [reply] : [], replyCount: reply ? 1 : 0, ...overrides });
}

/** The wire shape of a comment (spec: Entities and their fields), for handlers and api tests. */
export function makeWireComment(overrides: Partial<WireComment> = {}): WireComment {
  const comment: WireComment = {
    _id: { $oid: 'comment-1' },
    post_id: 'post-1',
    text: 'Ótima iniciativa! Posso levar as mesas dobráveis do condomínio.',
    user: { _id: { $oid: 'user-joao' }, id: 'user-joao', username: 'joao.pereira', avatar: null },
    created_at: minutesAgo(15),
    upvotes: 3,
    downvotes: 0,
    myvote: null,
    replies: [],
    comment_total: 0,
    ...overrides,
  };
  // The server sends the id twice, as `_id.$oid` and as `id`.
  return { ...comment, id: overrides.id ?? idOf(comment) };
}

/** `count` top-level wire comments by several neighbours, newest first (as the server pages them). */
export function makeWireComments(count: number): WireComment[] {
  const authors = ['joao.pereira', 'ana.lima', 'carlos.mendes', 'beatriz.rocha', 'diego.alves'];
  return Array.from({ length: count }, (_, index) =>
    makeWireComment({
      _id: { $oid: `comment-${index + 1}` },
      text: `Comentário ${index + 1}: também notei isso na Rua das Flores.`,
      user: {
        _id: { $oid: `user-${index % authors.length}` },
        id: `user-${index % authors.length}`,
        username: authors[index % authors.length],
        avatar: null,
      },
      created_at: minutesAgo(10 + index * 7),
      upvotes: index % 4,
      downvotes: index % 3 === 0 ? 1 : 0,
    }),
  );
}

/** Texts of the comment handlers' refusals: the server's own and the spec's (spec: Error catalogue). */
export const commentMockTexts = {
  listFailed: 'Erro ao carregar os comentários',
  createFailed: 'Erro ao criar comentário',
  updateFailed: 'Erro ao atualizar comentário',
  deleteFailed: 'Erro ao deletar comentário',
  voteFailed: 'Erro ao votar no comentário',
  tooLong: 'O comentário deve ter no máximo 5.000 caracteres.',
} as const;

// Handlers of the comments resource (spec: Calls): pages of 5 (top level, or a comment's replies
// with comment_id), create, edit, delete, votes and their removal. A story replaces only this
// group: `handlers: { comments: commentHandlers.failing() }`.

const base = '*/api/v1/posts/:postId/comments';
const voteRemoval = '*/api/v1/posts/:postId/vote';
const nudges = '*/api/v1/comments/nudges';

function idOf(comment: WireComment): string {
  const id = comment._id ?? comment.id;
  return typeof id === 'object' && id !== null ? id.$oid : String(id ?? '');
}

/** Every comment of a tree, replies included, to find a parent by id. */
function flatten(comments: readonly WireComment[]): WireComment[] {
  return comments.flatMap((comment) => [comment, ...flatten(comment.replies ?? [])]);
}

/** GET comments as the server pages it: COMMENT_PAGE_SIZE a page, a parent's replies with comment_id. */
function pages(comments: readonly WireComment[]) {
  return http.get(base, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const page = Math.max(1, Number(search.get('comment_page') ?? '1') || 1);
    const parentId = search.get('comment_id');
    const parent = parentId ? flatten(comments).find((comment) => idOf(comment) === parentId) : undefined;
    if (parentId && !parent) return refuse('O comentário respondido não foi encontrado.', 404);
    const list = parent ? (parent.replies ?? []) : comments;
    const start = (page - 1) * COMMENT_PAGE_SIZE;
    const answer: CommentsPage = {
      comments: list.slice(start, start + COMMENT_PAGE_SIZE),
      meta: {
        page,
        per_page: COMMENT_PAGE_SIZE,
        total: parent ? (parent.comment_total ?? list.length) : list.length,
      },
    };
    return HttpResponse.json(answer);
  });
}

/** The answer of a vote: the first comment's counts with the vote applied (the live vote_update's fields). */
function voteAnswer(postId: string, commentId: string, direction: 'up' | 'down' | 'none'): CommentVoteAnswer {
  return {
    comment_id: commentId,
    post_id: postId,
    upvotes: direction === 'up' ? 4 : 3,
    downvotes: direction === 'down' ? 1 : 0,
    new_direction: direction,
    voter: { _id: { $oid: 'user-maria' }, id: 'user-maria', username: 'maria.souza' },
  };
}

/** Reads `comment[text]` and `comment_id` of a form, or `comment.text` of JSON. */
async function sentComment(request: Request): Promise<{ text: string; parentId: string | null }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const body = (await request.json()) as { comment?: { text?: string }; comment_id?: string };
    return { text: body.comment?.text ?? '', parentId: body.comment_id ?? null };
  }
  const form = new URLSearchParams(await request.text());
  return { text: form.get('comment[text]') ?? '', parentId: form.get('comment_id') };
}

function crud(comments: readonly WireComment[]) {
  return [
    pages(comments),
    http.post(base, async ({ request, params }) => {
      const { text, parentId } = await sentComment(request);
      const postId = String(params.postId);
      const total = flatten(comments).length + 1;
      const answer: CreateCommentAnswer = {
        comment: makeWireComment({
          _id: { $oid: 'comment-new' },
          text,
          user: { _id: { $oid: 'user-maria' }, id: 'user-maria', username: 'maria.souza', avatar: null },
          created_at: minutesAgo(0),
          upvotes: 0,
          comment_id: parentId,
          post_id: postId,
        }),
        post: {
          _id: { $oid: postId },
          id: postId,
          comment_count: total,
          comment_total: comments.length + (parentId ? 0 : 1),
          comment_total_full: total,
        },
      };
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.put(`${base}/:commentId`, async ({ request, params }) => {
      const { text } = await sentComment(request);
      const stored = flatten(comments).find((comment) => idOf(comment) === params.commentId);
      return HttpResponse.json({
        comment: makeWireComment({ ...stored, _id: { $oid: String(params.commentId) }, text }),
      });
    }),
    http.delete(`${base}/:commentId`, ok),
    http.put(`${base}/:commentId/upvote`, ({ params }) =>
      HttpResponse.json(voteAnswer(String(params.postId), String(params.commentId), 'up')),
    ),
    http.put(`${base}/:commentId/downvote`, ({ params }) =>
      HttpResponse.json(voteAnswer(String(params.postId), String(params.commentId), 'down')),
    ),
    http.delete(voteRemoval, async ({ request, params }) => {
      const body = (await request.json().catch(() => ({}))) as { comment_id?: string };
      return HttpResponse.json(voteAnswer(String(params.postId), String(body.comment_id ?? ''), 'none'));
    }),
    // The tone nudge's outcomes: counted, and the founder's figure of the last 30 days.
    http.post(nudges, ok),
    http.get(nudges, () => HttpResponse.json({ days: 30, edited: 1, sent_anyway: 3, dismissed: 1 })),
  ];
}

/** Scenarios of the comments resource. */
export const commentHandlers = {
  /** One page with the given comments; every action succeeds. */
  default: (comments: readonly WireComment[] = [makeWireComment()]) => crud(comments),
  /** Pages of 5 over the given comments (12 by default: pages of 5, 5 and 2); every action succeeds. */
  list: (comments: readonly WireComment[] = makeWireComments(12)) => crud(comments),
  /** No comments yet. */
  empty: () => crud([]),
  /** The page never answers. */
  loading: () => [http.get(base, hang)],
  /** The page fails: "Erro ao carregar os comentários". */
  failing: () => [http.get(base, () => refuse(commentMockTexts.listFailed)), ...crud([])],
  /** Creating fails: "Erro ao criar comentário" (spec: Error catalogue). */
  createFails: () => [
    http.post(base, () => refuse(commentMockTexts.createFailed)),
    ...crud([makeWireComment()]),
  ],
  /** Creating is refused with the server's reason (a text too long), which the creator shows. */
  createRefused: () => [
    http.post(base, () => refuse(commentMockTexts.tooLong, 422)),
    ...crud([makeWireComment()]),
  ],
  /** Creating gets no answer: the network failed. */
  createOffline: () => [http.post(base, () => HttpResponse.error()), ...crud([makeWireComment()])],
  /** Editing fails: "Erro ao atualizar comentário" (spec: Error catalogue). */
  updateFails: () => [
    http.put(`${base}/:commentId`, () => refuse(commentMockTexts.updateFailed)),
    ...crud([makeWireComment()]),
  ],
  /** Deleting fails. */
  deleteFails: () => [
    http.delete(`${base}/:commentId`, () => refuse(commentMockTexts.deleteFailed)),
    ...crud([makeWireComment()]),
  ],
  /** Votes fail: only logged, the button is enabled again (spec: States and transitions). */
  // Refused (a 4xx): a 5xx would keep the vote waiting in the outbox, to be sent again.
  voteFails: () => [
    http.put(`${base}/:commentId/upvote`, () => refuse(commentMockTexts.voteFailed, 422)),
    http.put(`${base}/:commentId/downvote`, () => refuse(commentMockTexts.voteFailed, 422)),
    http.delete(voteRemoval, () => refuse(commentMockTexts.voteFailed, 422)),
  ],
};
