import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CategoryTools, categoryTools } from './categoryTools.ts';
import { CATEGORY_KEYS, type CategoryKey } from './readCategory.ts';

const none = { hasPoll: false, hasEventDate: false, hasLocation: false, hasAutomaticObjectivityCheck: true };

describe('categoryTools', () => {
  it.each<[string, CategoryKey, CategoryTools]>([
    [
      'spec: Validation rules: Votação enables the poll, no automatic check',
      'Votaçao',
      { ...none, hasPoll: true, hasAutomaticObjectivityCheck: false },
    ],
    [
      'spec: Validation rules: Eventos enables date and time, no automatic check',
      'Eventos',
      { ...none, hasEventDate: true, hasAutomaticObjectivityCheck: false },
    ],
    [
      'spec: Validation rules: location only for Segurança, no automatic check',
      'Segurança',
      { ...none, hasLocation: true, hasAutomaticObjectivityCheck: false },
    ],
    ['spec: Validation rules: Geral has no extra tool and is checked', 'Geral', none],
    ['spec: Validation rules: Compra e Venda has no extra tool and is checked', 'Compra e Venda', none],
    [
      'spec: Validation rules: Achados e Perdidos has no extra tool and is checked',
      'Achados e Perdidos',
      none,
    ],
  ])('%s', (_name, category, expected) => {
    expect(categoryTools(category)).toEqual(expected);
  });

  it('invariant: a category enables at most one extra tool, and the check runs exactly when it enables none', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_KEYS), (category) => {
        const tools = categoryTools(category);
        const extras = [tools.hasPoll, tools.hasEventDate, tools.hasLocation].filter(Boolean).length;
        expect(extras).toBeLessThanOrEqual(1);
        expect(tools.hasAutomaticObjectivityCheck).toBe(extras === 0);
      }),
    );
  });
});
