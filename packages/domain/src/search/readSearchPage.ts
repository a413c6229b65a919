import { isRecord, readCount, readText } from '../common/index.ts';
import { type CategoryKey, readCategory } from '../posts/index.ts';
import { SEARCH_KINDS, type SearchKind } from './checkSearchQuery.ts';

/** One hit as the server sends it (GET search?type=all|post|comment|event|service). */
export type WireSearchHit = {
  kind: SearchKind;
  id: string;
  /** The post a post, event or comment belongs to (its own id for a post); null for a service. */
  post_id: string | null;
  /** A post's or event's title, a comment's post's title, a service's name. */
  title: string;
  /** An excerpt around the first matched word: a post's text, a comment, a service's address and hours. */
  text: string;
  /** The post's category (a comment's post's); null for a service. */
  category: string | null;
  author: { id: string; username: string };
  created_at: string;
  /** An event's date, else null. */
  event_date: string | null;
};

/** One page of hits, best first, and how many there are in all. */
export type WireSearchPage = {
  results: WireSearchHit[];
  meta: { total_count: number; page: number; per_page: number };
};

/** A hit as the views read it. */
export type SearchHit = {
  kind: SearchKind;
  id: string;
  postId: string | undefined;
  title: string;
  text: string;
  category: CategoryKey | undefined;
  authorId: string;
  authorName: string;
  createdAt: string;
  eventDate: string | undefined;
};

function readHit(value: unknown): SearchHit | undefined {
  if (!isRecord(value)) return undefined;
  const kind = SEARCH_KINDS.find((known) => known === value.kind);
  const id = readText(value.id);
  const author = isRecord(value.author) ? value.author : {};
  if (!kind || !id) return undefined;
  return {
    kind,
    id,
    postId: readText(value.post_id),
    title: readText(value.title) ?? '',
    text: typeof value.text === 'string' ? value.text : '',
    category: readCategory(value.category),
    authorId: readText(author.id) ?? '',
    authorName: readText(author.username) ?? '',
    createdAt: readText(value.created_at) ?? '',
    eventDate: readText(value.event_date),
  };
}

/** A page of hits read from the wire: unreadable hits dropped, the total never below what came. */
export function readSearchPage(value: unknown): { hits: SearchHit[]; totalCount: number } {
  const body = isRecord(value) ? value : {};
  const hits = (Array.isArray(body.results) ? body.results : []).flatMap((hit) => readHit(hit) ?? []);
  const meta = isRecord(body.meta) ? body.meta : {};
  return { hits, totalCount: Math.max(readCount(meta.total_count), hits.length) };
}

/** Whether pages come after this one: the hits up to its end are fewer than the total. */
export function hasMoreSearchHits(value: unknown): boolean {
  const body = isRecord(value) ? value : {};
  const meta = isRecord(body.meta) ? body.meta : {};
  return readCount(meta.page) * readCount(meta.per_page) < readCount(meta.total_count);
}
