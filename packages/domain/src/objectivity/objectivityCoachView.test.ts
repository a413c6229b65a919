import { describe, expect, it } from 'vitest';
import { coachObjectivity } from './coachObjectivity.ts';
import { objectivityCoachView } from './objectivityCoachView.ts';
import { objectivityLabel } from './objectivityLabel.ts';

describe('objectivityCoachView', () => {
  it.each([
    'Poste apagado na Rua das Flores, 120, desde ontem às 22h.',
    'ABSURDO!!! Esses vagabundos sempre fazem isso, dizem que ninguém liga!',
  ])('gives the coach marks and the labelled score of %s', (text) => {
    const coaching = coachObjectivity(text);
    const view = objectivityCoachView(text);
    expect(view.marks).toEqual(coaching.marks);
    expect(view.score).toEqual({ value: coaching.objectivity, ...objectivityLabel(coaching.objectivity) });
  });

  it('marks a rant and labels it below excelente', () => {
    const view = objectivityCoachView('ABSURDO!!! Esses vagabundos sempre fazem isso!');
    expect(view.marks.length).toBeGreaterThan(0);
    expect(view.score.tone).toBe('danger');
  });
});
