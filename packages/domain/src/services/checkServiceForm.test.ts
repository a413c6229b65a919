import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkServiceForm,
  EMPTY_SERVICE_FORM,
  firstServiceFieldError,
  SERVICE_LIMITS,
  type ServiceFieldErrors,
  type ServiceForm,
  serviceFormOf,
} from './checkServiceForm.ts';
import { SERVICE_KIND_KEYS } from './serviceKinds.ts';
import { SERVICE_TEXTS } from './services.texts.ts';

const valid: ServiceForm = {
  name: ' Farmácia São João ',
  kind: 'saude',
  phone: '(11) 5555-1234',
  address: 'Rua das Flores, 10',
  openingHours: 'Seg a sáb, 8h às 20h',
};

describe('checkServiceForm', () => {
  it('a named service of a known kind with a phone is a trimmed draft', () => {
    expect(checkServiceForm(valid)).toEqual({
      ok: true,
      draft: { ...valid, name: 'Farmácia São João' },
    });
  });

  it.each<[string, Partial<ServiceForm>, ServiceFieldErrors]>([
    [
      'everything missing',
      EMPTY_SERVICE_FORM,
      {
        name: SERVICE_TEXTS.nameRequired,
        kind: SERVICE_TEXTS.kindRequired,
        phone: SERVICE_TEXTS.phoneRequired,
      },
    ],
    ['a blank name', { name: '   ' }, { name: SERVICE_TEXTS.nameRequired }],
    ['a name too long', { name: 'a'.repeat(81) }, { name: SERVICE_TEXTS.nameTooLong(SERVICE_LIMITS.name) }],
    ['an unknown kind', { kind: 'mercado' }, { kind: SERVICE_TEXTS.kindRequired }],
    ['letters in the phone', { phone: '11 abc 1234' }, { phone: SERVICE_TEXTS.phoneInvalid }],
    ['two digits only', { phone: '19' }, { phone: SERVICE_TEXTS.phoneInvalid }],
    ['sixteen digits', { phone: '1234567890123456' }, { phone: SERVICE_TEXTS.phoneInvalid }],
    ['an address too long', { address: 'x'.repeat(161) }, { address: SERVICE_TEXTS.addressTooLong(160) }],
    ['hours too long', { openingHours: 'x'.repeat(121) }, { openingHours: SERVICE_TEXTS.hoursTooLong(120) }],
  ])('%s', (_name, change, errors) => {
    expect(checkServiceForm({ ...valid, ...change })).toEqual({ ok: false, errors });
  });

  it('a three-digit national number and an international mobile are phones', () => {
    expect(checkServiceForm({ ...valid, phone: '190' }).ok).toBe(true);
    expect(checkServiceForm({ ...valid, phone: '+55 (11) 98888-7777' }).ok).toBe(true);
  });

  it('invariant: a passed check gives a draft whose fields are trimmed and within their limits', () => {
    const form = fc.record({
      name: fc.string({ maxLength: 100 }),
      kind: fc.oneof(fc.constantFrom(...SERVICE_KIND_KEYS), fc.string()),
      phone: fc.stringMatching(/^[0-9 ()+-]{0,24}$/),
      address: fc.string({ maxLength: 200 }),
      openingHours: fc.string({ maxLength: 150 }),
    });
    fc.assert(
      fc.property(form, (f) => {
        const check = checkServiceForm(f);
        if (!check.ok) return Object.keys(check.errors).length > 0;
        const { draft } = check;
        return (
          draft.name !== '' &&
          draft.name === draft.name.trim() &&
          draft.name.length <= SERVICE_LIMITS.name &&
          draft.address.length <= SERVICE_LIMITS.address &&
          draft.openingHours.length <= SERVICE_LIMITS.openingHours
        );
      }),
    );
  });
});

describe('firstServiceFieldError and serviceFormOf', () => {
  it('the first wrong field in the form order takes the focus', () => {
    expect(firstServiceFieldError({ phone: 'x', name: 'y' })).toBe('name');
    expect(firstServiceFieldError({ openingHours: 'x' })).toBe('openingHours');
    expect(firstServiceFieldError({})).toBeUndefined();
  });

  it('a service fills the form with its five fields only', () => {
    const draft = {
      name: 'Padaria',
      kind: 'comercio' as const,
      phone: '1133334444',
      address: '',
      openingHours: '',
    };
    expect(serviceFormOf({ ...draft, id: 's1' } as typeof draft)).toEqual(draft);
  });
});
