import {
  CATEGORY_KEYS,
  categoryDisplayName,
  memberHitView,
  SEARCH_TYPES,
  type SearchHit,
  searchDomainTexts,
  searchHitView,
  type User,
} from '@vizinhos/domain';
import type { SearchResultItem, SearchResultsProps } from './SearchResults.tsx';
import { SearchResults } from './SearchResults.tsx';

/** Args of the story harness: the hits and members found, and the rest of the piece's props. */
export type SearchResultsStoryProps = Omit<
  SearchResultsProps,
  'items' | 'memberItems' | 'kinds' | 'categories' | 'countLabel'
> & {
  hits: readonly SearchHit[];
  members?: readonly User[];
  total?: number;
  now: Date;
};

/** The results with their lines computed by the domain's rules (marks, details), as the app does. */
export function SearchResultsStory({ hits, members = [], total, now, ...props }: SearchResultsStoryProps) {
  const query = props.asked.query;
  const items = hits.map(
    (hit): SearchResultItem => ({
      key: `${hit.kind}:${hit.id}`,
      href: hit.kind === 'service' ? '/servicos' : `/posts/${hit.postId ?? hit.id}`,
      ...searchHitView(hit, query, now, { timeZone: 'America/Sao_Paulo' }),
    }),
  );
  const memberItems = members.map(
    (member): SearchResultItem => ({
      key: `user:${member.id}`,
      href: `/perfil/${member.id}`,
      ...memberHitView(member, query),
    }),
  );
  return (
    <SearchResults
      {...props}
      kinds={SEARCH_TYPES.map((key) => ({ key, label: searchDomainTexts.types[key] }))}
      categories={CATEGORY_KEYS.map((key) => ({ key, label: categoryDisplayName(key) }))}
      items={items}
      memberItems={memberItems}
      countLabel={searchDomainTexts.count(total ?? hits.length + members.length)}
    />
  );
}
