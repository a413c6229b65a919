import { splitAreaQuery } from '@vizinhos/domain';
import { describe, expect, it } from 'vitest';
import { planAreaSearch } from './planAreaSearch.ts';

const states = [
  { code: 'SP', key: 'sao paulo' },
  { code: 'BA', key: 'bahia' },
];

describe('planAreaSearch (signup finds every town)', () => {
  it.each([
    ['SP', { key: '', filter: { stateCode: 'SP' }, townKey: null }],
    ['sp', { key: '', filter: { stateCode: 'SP' }, townKey: null }],
    ['Bahia', { key: '', filter: { stateCode: 'BA' }, townKey: 'bahia' }],
    ['São Paulo', { key: '', filter: { stateCode: 'SP' }, townKey: 'sao paulo' }],
    ['Campinas', { key: 'campinas', filter: {}, townKey: 'campinas' }],
    ['Campinas - SP', { key: 'campinas', filter: { stateCode: 'SP' }, townKey: 'campinas' }],
    ['Salvador, Bahia', { key: 'salvador', filter: { stateCode: 'BA' }, townKey: 'salvador' }],
    [
      'Vila Mariana, São Paulo',
      { key: 'vila mariana', filter: { stateCode: 'SP' }, townKey: 'vila mariana' },
    ],
    ['Centro, Campinas', { key: 'centro', filter: { townKey: 'campinas' }, townKey: 'centro' }],
  ])('%j', (text, plan) => {
    expect(planAreaSearch(splitAreaQuery(text), states)).toEqual(plan);
  });
});
