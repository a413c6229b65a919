import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { cx } from '../../../utils/cx.ts';
import { accountsTexts } from '../accounts.texts.ts';
import { describeAreaPlace, type SignupArea } from '../signupArea.ts';
import { list, option, optionName, optionPlace, root, status } from './AreaSearch.css.ts';

const t = accountsTexts.signup;

/** Props of AreaSearch: the typed text, what the search found, and the choice. */
export type AreaSearchProps = Omit<ComponentPropsWithRef<'div'>, 'onChange'> & {
  query: string;
  /** Called on every keystroke; the caller searches from 2 characters, debounced (spec: Validation rules). */
  onQueryChange: (input: { query: string }) => void;
  /** Areas found; null while nothing was searched yet. */
  areas: readonly SignupArea[] | null;
  isSearching?: boolean;
  /** A search error (spec: Error catalogue: "Erro ao buscar informações da área."). */
  error?: string | null;
  /** Id of the chosen area, shown pressed. */
  selectedId?: string | undefined;
  onChoose: (input: { area: SignupArea }) => void;
};

/** Manual area search: a field and the areas it finds (spec: Screens and routes signup steps 1 and 5). */
export function AreaSearch({
  query,
  onQueryChange,
  areas,
  isSearching = false,
  error,
  selectedId,
  onChoose,
  className,
  ...rest
}: AreaSearchProps) {
  return (
    <div {...rest} className={cx(root, className)}>
      <TextField
        label={t.searchLabel}
        hint={t.searchHint}
        type="search"
        name="area-search"
        autoComplete="off"
        value={query}
        error={error}
        onChange={(event) => onQueryChange({ query: event.target.value })}
      />
      <div aria-live="polite">
        {isSearching ? (
          <p className={status}>
            <Spinner size="sm" label={null} /> {t.searching}
          </p>
        ) : areas && areas.length === 0 ? (
          <p className={status}>{t.noResults}</p>
        ) : null}
      </div>
      {areas && areas.length > 0 ? (
        <ul className={list} aria-label={t.results}>
          {areas.map((area) => (
            <li key={area.id ?? `${area.name}|${area.city}|${area.state}`}>
              <button
                type="button"
                className={option}
                aria-pressed={selectedId !== undefined && area.id === selectedId}
                onClick={() => onChoose({ area })}
              >
                <span className={optionName}>{area.name}</span>
                <span className={optionPlace}>
                  {[describeAreaPlace(area), area.userCount === undefined ? '' : t.members(area.userCount)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
