// Story harness: the directory fed the way the app feeds it, pages of 20 cut from a member list and
// every computed prop from the domain, so the stories page, search and reach the end as the app does.
import {
  addMembersPage,
  canMessageMember,
  formatMemberCount,
  formatMemberSince,
  formatMembersLoaded,
  formatPoints,
  MEMBERS_FILL_RECHECK_MS,
  MEMBERS_LOAD_MORE_THRESHOLD_PX,
  MEMBERS_PAGE_SIZE,
  type MembersPage,
  memberDisplayName,
  memberSearchKey,
  roleBadge,
  toSearchKey,
  type User,
  type UserId,
} from '@vizinhos/domain';
import { useEffect, useRef, useState } from 'react';
import { MemberDirectory, type MemberDirectoryProps } from './MemberDirectory.tsx';

/** Props of MemberDirectoryStory: the area's members, the reader, and how the pages answer. */
export type MemberDirectoryStoryProps = Pick<
  MemberDirectoryProps,
  'onSendMessage' | 'onOpenProfile' | 'onClose' | 'founderFigure'
> & {
  members: readonly User[];
  currentUserId?: UserId | undefined;
  areaName?: string;
  initialQuery?: string;
  /** 'never': page 1 never answers; 'later': later pages never answer (paging shown). */
  hang?: 'never' | 'later';
  /** How many page requests fail first (the network down), each then offering "Tentar de novo". */
  failures?: number;
};

const matches = (member: User, key: string | undefined) =>
  key === undefined ||
  [member.username, member.firstName ?? '', member.lastName ?? ''].some((text) =>
    toSearchKey(text).includes(key),
  );

/** MemberDirectory over an in-memory area, paged and searched as the server does. */
export function MemberDirectoryStory({
  members,
  currentUserId,
  areaName = 'Vila Mariana',
  initialQuery = '',
  hang,
  failures = 0,
  ...rest
}: MemberDirectoryStoryProps) {
  const [query, setQuery] = useState(initialQuery);
  const failuresLeft = useRef(failures);
  const [hasLoadFailed, setLoadFailed] = useState(false);
  const [list, setList] = useState<
    MembersPage<User> & { total: number; loading: 'first' | 'more' | undefined }
  >({
    members: [],
    page: 0,
    hasMore: true,
    total: 0,
    loading: 'first',
  });
  const found = members.filter((member) => matches(member, memberSearchKey(query)));
  const fetchPage = (page: number) => {
    if (hang === 'never' || (hang === 'later' && page > 1)) return;
    setLoadFailed(failuresLeft.current > 0);
    if (failuresLeft.current > 0) {
      failuresLeft.current -= 1;
      setList((current) => ({ ...current, loading: undefined }));
      return;
    }
    const slice = found.slice((page - 1) * MEMBERS_PAGE_SIZE, page * MEMBERS_PAGE_SIZE);
    setList((current) => ({
      ...addMembersPage(current, page, slice),
      total: found.length,
      loading: undefined,
    }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: each search change loads page 1, as the app does.
  useEffect(() => {
    setList((current) => ({ ...current, loading: 'first' }));
    fetchPage(1);
  }, [query]);
  return (
    <MemberDirectory
      {...rest}
      areaName={areaName}
      countLabel={formatMemberCount(list.total)}
      query={query}
      isSearching={memberSearchKey(query) !== undefined}
      isLoading={list.loading === 'first'}
      isLoadingMore={list.loading === 'more'}
      hasMore={list.hasMore && !hasLoadFailed}
      hasLoadFailed={hasLoadFailed}
      onRetry={() => {
        setList((current) => ({ ...current, loading: current.page === 0 ? 'first' : 'more' }));
        fetchPage(list.page + 1);
      }}
      endLabel={formatMembersLoaded(list.total)}
      items={list.members.map((member) => ({
        member,
        displayName: memberDisplayName(member),
        roleBadge: roleBadge(member.roleName, 'member'),
        sinceLabel: formatMemberSince(member.createdAt),
        pointsLabel: formatPoints(member.points),
        canMessage: canMessageMember(member.id, currentUserId),
        profileHref: `/perfil/${member.id}`,
      }))}
      nearEndPx={MEMBERS_LOAD_MORE_THRESHOLD_PX}
      resizeRecheckMs={MEMBERS_FILL_RECHECK_MS}
      onQueryChange={({ query: next }) => setQuery(next)}
      onLoadMore={() => {
        setList((current) => ({ ...current, loading: 'more' }));
        fetchPage(list.page + 1);
      }}
    />
  );
}
