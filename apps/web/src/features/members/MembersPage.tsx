import {
  formatMemberCount,
  formatMembersLoaded,
  MEMBERS_FILL_RECHECK_MS,
  MEMBERS_LOAD_MORE_THRESHOLD_PX,
  normalizeMemberSearch,
  type UserId,
} from '@vizinhos/domain';
import { MemberDirectory } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths.ts';
import { currentUserAtom } from '../../session/session.ts';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { useMemberItems } from './memberItems.ts';
import {
  founderFigureAtom,
  loadFounderFigureAtom,
  loadMoreMembersAtom,
  membersAtom,
  retryMembersAtom,
  searchMembersAtom,
} from './state.ts';

/**
 * `/membros`: the members directory, a full-screen overlay under the header (spec: Members directory).
 * "Enviar mensagem" opens a conversation, which messaging does: the app hands it in (src/pages/MembersView.tsx).
 */
export function MembersPage({ onSendMessage }: { onSendMessage: (input: { userId: UserId }) => void }) {
  const close = useCloseOverlay();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const state = useAtomValue(membersAtom);
  const search = useSetAtom(searchMembersAtom);
  const loadMore = useSetAtom(loadMoreMembersAtom);
  const retry = useSetAtom(retryMembersAtom);
  const founderFigure = useAtomValue(founderFigureAtom);
  const loadFounderFigure = useSetAtom(loadFounderFigureAtom);
  // Opening the directory lists everyone again from page 1 (and the founder's figure, fresh).
  useEffect(() => {
    void search('');
    void loadFounderFigure();
  }, [search, loadFounderFigure]);
  const items = useMemberItems(state.members, user?.id);
  const onLoadMore = useCallback(() => void loadMore(), [loadMore]);
  return (
    <MemberDirectory
      areaName={user?.area?.name}
      countLabel={formatMemberCount(state.total)}
      founderFigure={founderFigure}
      query={state.query}
      isSearching={normalizeMemberSearch(state.query) !== undefined}
      isLoading={state.paging.status === 'loading'}
      isLoadingMore={state.paging.isLoadingMore}
      hasMore={state.paging.hasMore}
      hasLoadFailed={state.paging.error !== undefined}
      onRetry={() => void retry()}
      endLabel={formatMembersLoaded(state.total)}
      items={items}
      nearEndPx={MEMBERS_LOAD_MORE_THRESHOLD_PX}
      resizeRecheckMs={MEMBERS_FILL_RECHECK_MS}
      onQueryChange={({ query }) => void search(query)}
      onLoadMore={onLoadMore}
      onSendMessage={onSendMessage}
      onOpenProfile={({ userId }: { userId: UserId }) =>
        void navigate(userId === user?.id ? paths.profile : paths.member(userId))
      }
      onClose={close}
    />
  );
}
