import type { MarkedPiece } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type FormEvent, useId } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { control, field, label as labelClass } from '../../../theme/field.css.ts';
import { cx } from '../../../utils/cx.ts';
import { isPlainLeftClick } from '../../../utils/isPlainLeftClick.ts';
import { searchTexts } from '../search.texts.ts';
import { MarkedText } from './MarkedText.tsx';
import * as styles from './SearchResults.css.ts';

/** One found thing as the caller computed it: where it leads, its kind, its marked title and text. */
export type SearchResultItem = {
  key: string;
  href: string;
  kindLabel: string;
  title: readonly MarkedPiece[];
  text: readonly MarkedPiece[];
  /** Who, when, and the category, in one line ("joao · há 2 horas · Segurança"). */
  details: string;
};

/** The search as asked: the text, the kind (`all`, a content kind or `user`) and the category key ('' for every one). */
export type SearchAsked = { query: string; kind: string; category: string };

/** Props of SearchResults. */
export type SearchResultsProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'onSubmit'> & {
  /** The search the results answer; the form starts from it. */
  asked: SearchAsked;
  kinds: ReadonlyArray<{ key: string; label: string }>;
  categories: ReadonlyArray<{ key: string; label: string }>;
  /** `idle`: nothing asked yet; `error`: page 1 failed. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  errorText?: string | undefined;
  /** Members found by name (the members search), listed above the content. */
  memberItems?: readonly SearchResultItem[];
  items: readonly SearchResultItem[];
  /** How many hits in all ("12 resultados"). */
  countLabel: string;
  hasMore: boolean;
  isLoadingMore: boolean;
  /** A later page's failure, under the list. */
  moreErrorText?: string | undefined;
  onSearch: (input: SearchAsked) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  /** A plain left click on a hit: the app navigates in place. */
  onNavigate: (input: { href: string }) => void;
};

function HitList({
  items,
  label,
  onNavigate,
}: {
  items: readonly SearchResultItem[];
  label: string;
  onNavigate: SearchResultsProps['onNavigate'];
}) {
  return (
    <Stack gap="sm" asChild>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={item.key}>
            <Stack gap="xxs" asChild>
              <a
                href={item.href}
                className={styles.hit}
                onClick={(event) => {
                  if (!isPlainLeftClick(event)) return;
                  event.preventDefault();
                  onNavigate({ href: item.href });
                }}
              >
                <Inline gap="xs" wrap={false}>
                  <Badge tone="default">{item.kindLabel}</Badge>
                  <span className={styles.hitTitle}>
                    <MarkedText pieces={item.title} />
                  </span>
                </Inline>
                {item.text.length > 0 ? (
                  <p className={styles.hitText}>
                    <MarkedText pieces={item.text} />
                  </p>
                ) : null}
                <span className={styles.hitDetails}>{item.details}</span>
              </a>
            </Stack>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * Busca: the search form (text, kind, category) and what it found in the reader's area, best first,
 * the matched words marked; a page at a time ("Mostrar mais resultados").
 */
export function SearchResults({
  asked,
  kinds,
  categories,
  status,
  errorText,
  memberItems = [],
  items,
  countLabel,
  hasMore,
  isLoadingMore,
  moreErrorText,
  onSearch,
  onLoadMore,
  onRetry,
  onNavigate,
  className,
  ...rest
}: SearchResultsProps) {
  const titleId = useId();
  const kindId = useId();
  const categoryId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSearch({
      query: String(form.get('q') ?? ''),
      kind: String(form.get('type') ?? 'all'),
      category: String(form.get('category') ?? ''),
    });
  };
  const isFiltered = asked.kind !== 'all' || asked.category !== '';
  const found = memberItems.length + items.length;
  return (
    <Stack gap="lg" asChild>
      <section aria-labelledby={titleId} data-view="search" {...rest} className={cx(styles.root, className)}>
        <h1 id={titleId} className={styles.title}>
          {searchTexts.title}
        </h1>
        {/* Keyed by the search, so a new address starts the form from it. */}
        <search>
          <form
            key={`${asked.query}\u0000${asked.kind}\u0000${asked.category}`}
            className={styles.filters}
            onSubmit={submit}
          >
            <TextField
              type="search"
              name="q"
              label={searchTexts.field}
              placeholder={searchTexts.placeholder}
              defaultValue={asked.query}
            />
            <Stack gap="xs" className={field}>
              <label htmlFor={kindId} className={labelClass}>
                {searchTexts.kind}
              </label>
              <select id={kindId} name="type" className={control} defaultValue={asked.kind}>
                {kinds.map((kind) => (
                  <option key={kind.key} value={kind.key}>
                    {kind.label}
                  </option>
                ))}
              </select>
            </Stack>
            <Stack gap="xs" className={field}>
              <label htmlFor={categoryId} className={labelClass}>
                {searchTexts.category}
              </label>
              <select id={categoryId} name="category" className={control} defaultValue={asked.category}>
                <option value="">{searchTexts.allCategories}</option>
                {categories.map((category) => (
                  <option key={category.key} value={category.key}>
                    {category.label}
                  </option>
                ))}
              </select>
            </Stack>
            <Button type="submit">{searchTexts.submit}</Button>
          </form>
        </search>
        {status === 'idle' ? (
          <EmptyState title={searchTexts.idleTitle} description={searchTexts.idleHint} />
        ) : null}
        {status === 'loading' ? (
          <Stack gap="sm" aria-busy="true">
            <VisuallyHidden role="status">{searchTexts.loading}</VisuallyHidden>
            <Skeleton height="88px" />
            <Skeleton height="88px" />
            <Skeleton height="88px" />
          </Stack>
        ) : null}
        {status === 'error' ? (
          <Callout tone="danger" role="alert">
            <p>{errorText}</p>
            <Button size="sm" emphasis="soft" tone="default" onClick={onRetry}>
              {searchTexts.retry}
            </Button>
          </Callout>
        ) : null}
        {status === 'ready' ? (
          <>
            <p role="status" className={styles.note}>
              {countLabel}
            </p>
            {found === 0 ? (
              <EmptyState
                title={searchTexts.noResults}
                description={searchTexts.noResultsHint}
                action={
                  isFiltered ? (
                    <Button
                      emphasis="soft"
                      tone="default"
                      onClick={() => onSearch({ query: asked.query, kind: 'all', category: '' })}
                    >
                      {searchTexts.clearFilters}
                    </Button>
                  ) : undefined
                }
              />
            ) : null}
            {memberItems.length > 0 ? (
              <Stack gap="sm">
                <h2 className={styles.heading}>{searchTexts.members}</h2>
                <HitList items={memberItems} label={searchTexts.members} onNavigate={onNavigate} />
              </Stack>
            ) : null}
            {items.length > 0 ? (
              <Stack gap="sm">
                {memberItems.length > 0 ? <h2 className={styles.heading}>{searchTexts.results}</h2> : null}
                <HitList items={items} label={searchTexts.results} onNavigate={onNavigate} />
              </Stack>
            ) : null}
            {moreErrorText ? (
              <Callout tone="danger" role="alert">
                <p>{moreErrorText}</p>
                <Button size="sm" emphasis="soft" tone="default" onClick={onRetry}>
                  {searchTexts.retry}
                </Button>
              </Callout>
            ) : null}
            {hasMore && !moreErrorText ? (
              <Button emphasis="soft" tone="default" isLoading={isLoadingMore} onClick={onLoadMore}>
                {isLoadingMore ? searchTexts.loadingMore : searchTexts.more}
              </Button>
            ) : null}
            {!hasMore && items.length > 0 ? <p className={styles.note}>{searchTexts.end}</p> : null}
          </>
        ) : null}
      </section>
    </Stack>
  );
}
