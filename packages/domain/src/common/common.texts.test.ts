import { describe, expect, it } from 'vitest';
import { commonTexts } from './common.texts.ts';
import { formatCount } from './formatCount.ts';

describe('commonTexts', () => {
  it.each([
    ['a minute', commonTexts.minute, '1 minuto', '5 minutos'],
    ['an hour', commonTexts.hour, '1 hora', '5 horas'],
    ['a day', commonTexts.day, '1 dia', '5 dias'],
  ])('%s reads in the singular at 1 and in the plural otherwise', (_name, unit, one, five) => {
    expect(formatCount(1, unit.one, unit.other)).toBe(one);
    expect(formatCount(5, unit.one, unit.other)).toBe(five);
  });
});
