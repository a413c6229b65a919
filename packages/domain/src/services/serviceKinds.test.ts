import { describe, expect, it } from 'vitest';
import { NATIONAL_SERVICE_NUMBERS } from './nationalServiceNumbers.ts';
import { isServiceKind, SERVICE_KIND_KEYS, SERVICE_KINDS, serviceKindLabel } from './serviceKinds.ts';

describe('service kinds and national numbers', () => {
  it('every kind has its label; other values are no kind', () => {
    for (const { key, label } of SERVICE_KINDS) expect(serviceKindLabel(key)).toBe(label);
    expect(SERVICE_KIND_KEYS).toContain('saude');
    expect(isServiceKind('saude')).toBe(true);
    expect(isServiceKind('Saúde')).toBe(false);
    expect(isServiceKind(3)).toBe(false);
  });

  it('the national numbers, in the order they are shown', () => {
    expect(NATIONAL_SERVICE_NUMBERS.map(({ phone }) => phone)).toEqual([
      '190',
      '192',
      '193',
      '199',
      '181',
      '180',
      '100',
    ]);
  });
});
