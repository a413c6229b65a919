import { describe, expect, it } from 'vitest';
import { logistic, readObjectivityModel, scoreObjectivityModel } from './objectivityModel.ts';

describe('the objectivity model', () => {
  it('reads one weight a line in hundredths, names with spaces included, skipping blank lines', () => {
    const model = readObjectivityModel(0.5, 'w:absurdo -250\nb:todo_mundo -120\n\nk:emotional -100');
    expect(model).toEqual({
      bias: 0.5,
      weights: new Map([
        ['w:absurdo', -2.5],
        ['b:todo_mundo', -1.2],
        ['k:emotional', -1],
      ]),
    });
  });

  it('the logistic of 0 is one half', () => {
    expect(logistic(0)).toBe(0.5);
  });

  it('adds the bias and the weights present, and splits a weight between the places it was found', () => {
    const model = readObjectivityModel(1, 'w:lixo -100\nf:place 50');
    const { logit, objectivity, contributions } = scoreObjectivityModel(model, 'lixo na Rua A, lixo');
    expect(logit).toBeCloseTo(0.5);
    expect(objectivity).toBe(Math.round(100 * logistic(0.5)));
    expect(contributions).toEqual([
      { start: 0, end: 4, logit: -0.5 },
      { start: 15, end: 19, logit: -0.5 },
      { start: 0, end: 0, logit: 0.5 },
    ]);
  });
});
