import type { NationalServiceNumber, Service } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { commonTexts } from '../../../common.texts.ts';
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
import { ServiceItem } from '../ServiceItem/ServiceItem.tsx';
import { servicesTexts } from '../services.texts.ts';
import * as styles from './ServiceDirectory.css.ts';

/** One listed service with what the caller computed for it. */
export type ServiceDirectoryItem = { service: Service; kindLabel: string; canEdit: boolean };

/** Props of ServiceDirectory. */
export type ServiceDirectoryProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The national numbers, always listed first (the domain's NATIONAL_SERVICE_NUMBERS). */
  nationalNumbers: readonly NationalServiceNumber[];
  /** The residents' services after the filter, in order (the domain's filterServices). */
  items: readonly ServiceDirectoryItem[];
  /** The kinds to filter by (the domain's SERVICE_KINDS). */
  kinds: ReadonlyArray<{ key: string; label: string }>;
  /** The filter as typed: a kind key or 'all', and a part of the name. */
  filter: { kind: string; query: string };
  /** Whether the filter narrows anything (the domain's isServiceFilterActive): "none found" then. */
  isFiltered: boolean;
  status: 'loading' | 'error' | 'ready';
  /** The load's failure text (errors.ts). */
  errorText?: string | undefined;
  /** A refused delete's text (errors.ts), above the list. */
  actionError?: string | undefined;
  /** The add or edit form, shown above the list while open. */
  form?: ReactNode;
  onFilterChange: (input: { kind: string; query: string }) => void;
  onAdd: () => void;
  onEdit?: (input: { service: Service }) => void;
  onDelete?: (input: { service: Service }) => void;
  onRetry: () => void;
  onClose?: () => void;
};

function NationalNumbers({ numbers }: { numbers: readonly NationalServiceNumber[] }) {
  const headingId = useId();
  return (
    <Stack asChild>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {servicesTexts.national}
        </h2>
        <p className={styles.note}>{servicesTexts.nationalNote}</p>
        <ul className={styles.national}>
          {numbers.map((number) => (
            <li key={number.phone}>
              <Inline align="baseline" wrap={false} asChild>
                <a className={styles.nationalItem} href={`tel:${number.phone}`}>
                  <VisuallyHidden>{servicesTexts.callNational}</VisuallyHidden>
                  <span className={styles.nationalPhone}>{number.phone}</span> <span>{number.name}</span>
                </a>
              </Inline>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}

/** Serviços (under Diretórios): the national numbers, then the services residents added, by kind and name. */
export function ServiceDirectory({
  nationalNumbers,
  items,
  kinds,
  filter,
  isFiltered,
  status,
  errorText,
  actionError,
  form,
  onFilterChange,
  onAdd,
  onEdit,
  onDelete,
  onRetry,
  onClose,
  className,
  ...rest
}: ServiceDirectoryProps) {
  const titleId = useId();
  const residentsId = useId();
  const kindId = useId();
  const clear = (
    <Button emphasis="soft" tone="default" onClick={() => onFilterChange({ kind: 'all', query: '' })}>
      {servicesTexts.clearSearch}
    </Button>
  );
  return (
    <Stack gap="lg" asChild>
      <section
        aria-labelledby={titleId}
        data-view="services"
        {...rest}
        className={cx(styles.root, className)}
      >
        <Inline>
          <h1 id={titleId} className={styles.title}>
            {servicesTexts.title}
          </h1>
          {form ? null : <Button onClick={onAdd}>{servicesTexts.add}</Button>}
          {onClose ? (
            <Button emphasis="soft" tone="default" onClick={onClose}>
              {commonTexts.close}
            </Button>
          ) : null}
        </Inline>
        <NationalNumbers numbers={nationalNumbers} />
        {form}
        <Stack asChild>
          <section aria-labelledby={residentsId}>
            <h2 id={residentsId} className={styles.heading}>
              {servicesTexts.residents}
            </h2>
            <div className={styles.filters}>
              <TextField
                type="search"
                label={servicesTexts.search}
                placeholder={servicesTexts.searchPlaceholder}
                value={filter.query}
                onChange={(event) => onFilterChange({ kind: filter.kind, query: event.currentTarget.value })}
              />
              <Stack gap="xs" className={field}>
                <label htmlFor={kindId} className={labelClass}>
                  {servicesTexts.kind}
                </label>
                <select
                  id={kindId}
                  className={control}
                  value={filter.kind}
                  onChange={(event) =>
                    onFilterChange({ kind: event.currentTarget.value, query: filter.query })
                  }
                >
                  <option value="all">{servicesTexts.allKinds}</option>
                  {kinds.map((kind) => (
                    <option key={kind.key} value={kind.key}>
                      {kind.label}
                    </option>
                  ))}
                </select>
              </Stack>
            </div>
            {status === 'loading' ? (
              <div aria-busy="true">
                <VisuallyHidden role="status">{commonTexts.loading}</VisuallyHidden>
                <Skeleton height="96px" />
              </div>
            ) : null}
            {status === 'error' ? (
              <Callout tone="danger" role="alert">
                <p>{errorText}</p>
                <Button size="sm" emphasis="soft" tone="default" onClick={onRetry}>
                  {servicesTexts.retry}
                </Button>
              </Callout>
            ) : null}
            {status === 'ready' ? (
              <>
                {actionError ? (
                  <Callout tone="danger" role="alert">
                    {actionError}
                  </Callout>
                ) : null}
                <p role="status" className={styles.note}>
                  {servicesTexts.count(items.length)}
                </p>
                {items.length === 0 ? (
                  isFiltered ? (
                    <EmptyState
                      title={servicesTexts.noMatchTitle}
                      description={servicesTexts.noMatchNote}
                      action={clear}
                    />
                  ) : (
                    <EmptyState title={servicesTexts.emptyTitle} description={servicesTexts.emptyNote} />
                  )
                ) : (
                  <Stack asChild>
                    <ul className={styles.list}>
                      {items.map((item) => (
                        <li key={item.service.id}>
                          <ServiceItem
                            service={item.service}
                            kindLabel={item.kindLabel}
                            canEdit={item.canEdit}
                            {...(onEdit ? { onEdit } : {})}
                            {...(onDelete ? { onDelete } : {})}
                          />
                        </li>
                      ))}
                    </ul>
                  </Stack>
                )}
              </>
            ) : null}
          </section>
        </Stack>
      </section>
    </Stack>
  );
}
