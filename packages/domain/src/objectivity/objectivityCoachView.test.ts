import { describe, expect, it } from 'vitest';
import { coachObjectivity } from './coachObjectivity.ts';
import { objectivityCoachView } from './objectivityCoachView.ts';
import { objectivityLabel } from './objectivityLabel.ts';
import { postObjectivityText } from './postObjectivityText.ts';

describe('objectivityCoachView', () => {
  it.each([
    { title: 'Poste apagado', text: 'Poste apagado na Rua das Flores, 120, desde ontem às 22h.' },
    { title: 'Revoltante', text: 'ABSURDO!!! Esses vagabundos sempre fazem isso, dizem que ninguém liga!' },
    { title: '', text: 'Feira livre no sábado às 8h na Praça da Matriz.' },
  ])('scores title and text as the gate and the server do, and marks the text: %o', (post) => {
    const coaching = coachObjectivity(postObjectivityText(post));
    const view = objectivityCoachView(post);
    expect(view.score).toEqual({ value: coaching.objectivity, ...objectivityLabel(coaching.objectivity) });
    for (const mark of view.marks) {
      expect(mark.start).toBeGreaterThanOrEqual(0);
      expect(mark.end).toBeLessThanOrEqual(post.text.length);
    }
    const inText = coaching.marks.filter((mark) => mark.start > post.title.length);
    expect(view.marks.map((mark) => post.text.slice(mark.start, mark.end))).toEqual(
      inText.map((mark) => postObjectivityText(post).slice(mark.start, mark.end)),
    );
  });

  it('marks a rant and labels it below excelente', () => {
    const view = objectivityCoachView({
      title: 'Aviso',
      text: 'ABSURDO!!! Esses vagabundos sempre fazem isso!',
    });
    expect(view.marks.length).toBeGreaterThan(0);
    expect(view.score.tone).toBe('danger');
  });

  it('a title that calls names lowers the score the editor shows, though its marks stay out of the text field', () => {
    const view = objectivityCoachView({
      title: 'Vizinho idiota',
      text: 'O carro ficou na garagem do prédio.',
    });
    expect(view.score.value).toBeLessThan(60);
  });
});
