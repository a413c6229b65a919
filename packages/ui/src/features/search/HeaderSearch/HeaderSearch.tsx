import type { ComponentPropsWithRef, FormEvent, Ref } from 'react';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import { searchTexts } from '../search.texts.ts';
import * as styles from './HeaderSearch.css.ts';

/** Props of HeaderSearch. */
export type HeaderSearchProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> & {
  /** The field, so the app's "/" key can put the focus in it. */
  inputRef?: Ref<HTMLInputElement>;
  /** A search sent from the bar (Enter): the text as typed. */
  onSearch: (input: { query: string }) => void;
};

/** The header's search field: Enter opens Busca with the text; "/" elsewhere in the app comes to it. */
export function HeaderSearch({ inputRef, onSearch, className, ...rest }: HeaderSearchProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '');
    if (query.trim() !== '') onSearch({ query });
  };
  return (
    <search className={cx(styles.root, className)}>
      <form aria-label={searchTexts.title} {...rest} onSubmit={submit}>
        <label>
          <VisuallyHidden>{searchTexts.field}</VisuallyHidden>
          <svg
            className={styles.icon}
            width={16}
            height={16}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5" />
          </svg>
          <input
            ref={inputRef}
            type="search"
            name="q"
            className={styles.input}
            placeholder={searchTexts.field}
            aria-keyshortcuts="/"
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
      </form>
    </search>
  );
}
