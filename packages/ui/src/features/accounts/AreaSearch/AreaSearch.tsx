import type { ComponentPropsWithRef, Ref } from 'react';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { describeAreaPlace, type SignupArea } from '../signupArea.ts';
import { list, option, optionName, optionPlace, status, townOption } from './AreaSearch.css.ts';

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
  errorText?: string | null;
  /** Id of the chosen area, shown pressed. */
  selectedId?: string | undefined;
  onChoose: (input: { area: SignupArea }) => void;
  /**
   * Towns the search found that have no area yet (no id): choosing one proposes a new area there,
   * the same flow as after the browser's location. Left out where only existing areas fit (step 5).
   */
  towns?: readonly SignupArea[] | undefined;
  /** The search field, for the caller to move focus to it (geolocation refused). */
  inputRef?: Ref<HTMLInputElement>;
};

const placeLine = (area: SignupArea) =>
  [describeAreaPlace(area), area.userCount === undefined ? '' : t.members(area.userCount)]
    .filter(Boolean)
    .join(' · ');

/** Manual area search: a field and the areas it finds (spec: Screens and routes signup steps 1 and 5). */
export function AreaSearch({
  query,
  onQueryChange,
  areas,
  isSearching = false,
  errorText,
  selectedId,
  onChoose,
  towns,
  inputRef,
  className,
  ...rest
}: AreaSearchProps) {
  const hasTowns = towns !== undefined && towns.length > 0;
  return (
    <Stack {...rest} className={className}>
      <TextField
        label={t.searchLabel}
        hint={t.searchHint}
        type="search"
        name="area-search"
        autoComplete="off"
        value={query}
        ref={inputRef}
        errorText={errorText}
        onChange={(event) => onQueryChange({ query: event.target.value })}
      />
      <div aria-live="polite">
        {isSearching ? (
          <p className={status}>
            <Spinner size="sm" label={null} /> {t.searching}
          </p>
        ) : areas && areas.length === 0 && !hasTowns ? (
          <p className={status}>{t.noResults}</p>
        ) : null}
      </div>
      {areas && areas.length > 0 ? (
        <Stack gap="xs" asChild>
          <ul className={list} aria-label={t.results}>
            {areas.map((area) => (
              <li key={area.id ?? `${area.name}|${area.city}|${area.state}`}>
                <Stack gap="xxs" asChild>
                  <button
                    type="button"
                    className={option}
                    aria-pressed={selectedId !== undefined && area.id === selectedId}
                    onClick={() => onChoose({ area })}
                  >
                    <span className={optionName}>{area.name}</span>
                    <span className={optionPlace}>{placeLine(area)}</span>
                  </button>
                </Stack>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      {hasTowns && !isSearching ? (
        <section aria-label={t.towns}>
          <p className={status}>{t.townsIntro}</p>
          <Stack gap="xs" asChild>
            <ul className={list}>
              {towns.map((town) => (
                <li key={`${town.name}|${town.state}`}>
                  <Stack gap="xxs" asChild>
                    <button type="button" className={townOption} onClick={() => onChoose({ area: town })}>
                      <span className={optionName}>
                        {t.propose}: {describeAreaPlace(town)}
                      </span>
                    </button>
                  </Stack>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
