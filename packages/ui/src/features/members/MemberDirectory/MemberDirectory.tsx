import type { UserId } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId, useRef } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { cx } from '../../../utils/cx.ts';
import { MemberCardSkeleton } from '../MemberCard/MemberCardSkeleton.tsx';
import { MemberGrid } from '../MemberCard/MemberGrid.tsx';
import { membersTexts } from '../members.texts.ts';
import * as styles from './MemberDirectory.css.ts';
import { type MemberDirectoryItem, VirtualMemberGrid } from './VirtualMemberGrid.tsx';

/** Props of MemberDirectory. */
export type MemberDirectoryProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The resident's area name, beside the count. */
  areaName?: string | undefined;
  /** "N membro(s)" (the domain's formatMemberCount of the total), once the first page is in. */
  countLabel?: string | undefined;
  /**
   * A figure for the area's founder under the heading (the domain's describeCommentNudges: how
   * often the comment box's tone nudge led to an edit); absent for everyone else.
   */
  founderFigure?: string | undefined;
  /** The search box as typed. */
  query: string;
  /** The search text is not blank: an empty list is "Nenhum membro encontrado" then. */
  isSearching: boolean;
  /** Page 1 is on its way: "Carregando membros...". */
  isLoading: boolean;
  /** A later page is on its way: "Carregando mais membros...". */
  isLoadingMore: boolean;
  hasMore: boolean;
  /** The last page asked for failed: "Não foi possível carregar os membros." with "Tentar de novo", never "Nenhum membro na área". */
  hasLoadFailed?: boolean;
  /** "Tentar de novo" after a failed page. */
  onRetry?: () => void;
  /** "Todos os membros foram carregados • N membros total" (the domain's formatMembersLoaded). */
  endLabel?: string | undefined;
  items: readonly MemberDirectoryItem[];
  /** Load within this distance of the bottom (the domain's MEMBERS_LOAD_MORE_THRESHOLD_PX). */
  nearEndPx: number;
  /** The fill recheck after a resize (the domain's MEMBERS_FILL_RECHECK_MS). */
  resizeRecheckMs: number;
  onQueryChange: (input: { query: string }) => void;
  onLoadMore: () => void;
  onSendMessage?: (request: { userId: UserId }) => void;
  onOpenProfile?: (request: { userId: UserId }) => void;
  onClose?: () => void;
};

/** Placeholders shown while the first page loads. */
const SKELETONS = 6;

/** The members directory (spec: Members directory): heading, search, the grid and its states. */
export function MemberDirectory({
  areaName,
  countLabel,
  founderFigure,
  query,
  isSearching,
  isLoading,
  isLoadingMore,
  hasMore,
  hasLoadFailed = false,
  onRetry,
  endLabel,
  items,
  nearEndPx,
  resizeRecheckMs,
  onQueryChange,
  onLoadMore,
  onSendMessage,
  onOpenProfile,
  onClose,
  className,
  ...rest
}: MemberDirectoryProps) {
  const titleId = useId();
  const aboveRef = useRef<HTMLDivElement>(null);
  const subtitle = [areaName, isLoading ? undefined : countLabel].filter(Boolean).join(' • ');
  const isEmpty = !isLoading && !hasLoadFailed && items.length === 0;
  return (
    <Stack gap="lg" asChild>
      <section aria-labelledby={titleId} data-view="members" {...rest} className={cx(styles.root, className)}>
        <Inline align="start" ref={aboveRef}>
          <Stack gap="xs" className={styles.heading}>
            <h1 id={titleId} className={styles.title}>
              {membersTexts.title}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            {founderFigure ? <p className={styles.subtitle}>{founderFigure}</p> : null}
          </Stack>
          {onClose ? (
            <Button emphasis="soft" tone="default" onClick={onClose}>
              {commonTexts.close}
            </Button>
          ) : null}
          <TextField
            type="search"
            label={membersTexts.search}
            placeholder={membersTexts.searchPlaceholder}
            value={query}
            autoComplete="off"
            className={styles.search}
            onChange={(event) => onQueryChange({ query: event.currentTarget.value })}
          />
        </Inline>
        {isLoading ? (
          <>
            <p role="status" className={styles.note}>
              {membersTexts.loading}
            </p>
            <MemberGrid aria-label={membersTexts.list} aria-busy="true">
              {Array.from({ length: SKELETONS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
                <MemberCardSkeleton key={index} />
              ))}
            </MemberGrid>
          </>
        ) : null}
        {isEmpty && isSearching ? (
          <EmptyState
            icon="user"
            title={membersTexts.noResults}
            description={membersTexts.noResultsHint}
            action={
              <Button emphasis="soft" tone="default" onClick={() => onQueryChange({ query: '' })}>
                {membersTexts.clearSearch}
              </Button>
            }
          />
        ) : null}
        {isEmpty && !isSearching ? (
          <EmptyState icon="user" title={membersTexts.emptyArea} description={membersTexts.emptyAreaHint} />
        ) : null}
        {!isLoading && items.length > 0 ? (
          <VirtualMemberGrid
            items={items}
            canLoadMore={hasMore && !isLoadingMore}
            onLoadMore={onLoadMore}
            nearEndPx={nearEndPx}
            resizeRecheckMs={resizeRecheckMs}
            aboveRef={aboveRef}
            {...(onSendMessage ? { onSendMessage } : {})}
            {...(onOpenProfile ? { onOpenProfile } : {})}
          />
        ) : null}
        {hasLoadFailed && !isLoading && !isLoadingMore ? (
          <Callout tone="danger" role="alert" className={styles.failure}>
            <p>{membersTexts.loadFailed}</p>
            {onRetry ? (
              <Button size="sm" emphasis="soft" tone="default" onClick={onRetry}>
                {membersTexts.retry}
              </Button>
            ) : null}
          </Callout>
        ) : null}
        <div role="status" className={styles.note}>
          {isLoadingMore ? membersTexts.loadingMore : null}
          {!isLoading && !isLoadingMore && !hasLoadFailed && !hasMore && items.length > 0 && endLabel
            ? endLabel
            : null}
        </div>
      </section>
    </Stack>
  );
}
