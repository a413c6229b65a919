import type { AreaSearchProps } from './AreaSearch/AreaSearch.tsx';

/** What a signup step forwards to its AreaSearch; the search error is named apart from the step's own. */
export type StepSearchProps = Pick<
  AreaSearchProps,
  'query' | 'onQueryChange' | 'areas' | 'isSearching' | 'onChoose' | 'selectedId' | 'towns'
> & {
  /** An area search error (spec: Error catalogue), shown by the search field. */
  searchError?: string | null;
};

/** Splits a signup step's props into its AreaSearch's props and the rest, meant for the step's own root. */
export function splitSearchProps<TProps extends StepSearchProps>({
  query,
  onQueryChange,
  areas,
  isSearching,
  onChoose,
  selectedId,
  towns,
  searchError,
  ...rest
}: TProps): { search: AreaSearchProps; rest: Omit<TProps, keyof StepSearchProps> } {
  return {
    search: { query, onQueryChange, areas, isSearching, onChoose, selectedId, towns, errorText: searchError },
    rest,
  };
}
