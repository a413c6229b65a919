import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSearchProps } from './splitSearchProps.ts';

const onQueryChange = () => {};
const onChoose = () => {};

describe('splitSearchProps (spec: Screens and routes: signup steps 1 and 5 embed the area search)', () => {
  it.each([
    ['step 1, nothing searched yet', { query: '', areas: null }, { query: '', areas: null }],
    [
      'step 5, an area chosen and a search error',
      { query: 'Vila', areas: [], selectedId: 'area-1', searchError: 'Erro ao buscar informações da área.' },
      { query: 'Vila', areas: [], selectedId: 'area-1', errorText: 'Erro ao buscar informações da área.' },
    ],
  ])('%s: the search gets its props, the error under its own name', (_case, given, expected) => {
    const { search } = splitSearchProps({ ...given, onQueryChange, onChoose, id: 'step' });
    expect(search).toEqual({
      isSearching: undefined,
      selectedId: undefined,
      errorText: undefined,
      ...expected,
      onQueryChange,
      onChoose,
    });
  });

  it('invariant: every prop that is not the search’s stays in the rest, unchanged', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (id, title, isLoading) => {
        const { rest } = splitSearchProps({
          query: 'Vila',
          areas: null,
          onQueryChange,
          onChoose,
          id,
          title,
          isLoading,
        });
        expect(rest).toEqual({ id, title, isLoading });
      }),
    );
  });
});
