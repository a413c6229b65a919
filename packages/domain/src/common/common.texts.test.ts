import { describe, expect, it } from 'vitest';
import { commonDomainTexts } from './common.texts.ts';
import { formatCount } from './formatCount.ts';

describe('commonDomainTexts', () => {
  it.each([
    ['a minute', commonDomainTexts.minute, '1 minuto', '5 minutos'],
    ['an hour', commonDomainTexts.hour, '1 hora', '5 horas'],
    ['a day', commonDomainTexts.day, '1 dia', '5 dias'],
  ])('%s reads in the singular at 1 and in the plural otherwise', (_name, unit, one, five) => {
    expect(formatCount(1, unit.one, unit.other)).toBe(one);
    expect(formatCount(5, unit.one, unit.other)).toBe(five);
  });
});
