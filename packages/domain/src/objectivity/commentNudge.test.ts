import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coachObjectivity } from './coachObjectivity.ts';
import { commentNudge, commentNudgeEditRate, commentNudgeOutcome } from './commentNudge.ts';
import { COMMENT_NUDGE_TEXTS } from './objectivity.texts.ts';

describe('commentNudge', () => {
  it.each<[string]>([
    ['Você é um idiota, cala a boca'],
    ['Isso é mentira, todo mundo sabe que você inventa'],
    ['Que absurdo esse comentário, vai estudar!!!'],
    ['Esse povo não aprende nunca'],
  ])('a heated comment shows the nudge with the post coach’s marks: %s', (text) => {
    expect(commentNudge(text)).toEqual({ show: true, marks: coachObjectivity(text).marks });
    expect(commentNudge(text).marks.length).toBeGreaterThan(0);
  });

  it.each<[string]>([
    ['Concordo, também vi isso ontem.'],
    ['Obrigado pela informação!'],
    ['Alguém sabe o telefone do síndico?'],
    ['kkkk verdade'],
    ['Boa ideia, conta comigo no mutirão.'],
    ['   '],
  ])('a factual or friendly comment never shows it: %s', (text) => {
    expect(commentNudge(text)).toEqual({ show: false, marks: [] });
  });

  it('an edit that takes the heat out makes it go away, and counts as an edit; sending as it was counts as insisting', () => {
    expect(commentNudgeOutcome('Você é um idiota, cala a boca')).toBe('insisted');
    expect(commentNudgeOutcome('Discordo: a feira mudou para sábado, está no aviso da prefeitura.')).toBe(
      'edited',
    );
  });

  it('the edit rate is a whole percentage, none before any nudge', () => {
    expect(commentNudgeEditRate({ shown: 0, edited: 0 })).toBeNull();
    expect(commentNudgeEditRate({ shown: 5, edited: 1 })).toBe(20);
    expect(commentNudgeEditRate({ shown: 3, edited: 2 })).toBe(67);
  });

  it('the nudge’s text asks gently, and can be dismissed', () => {
    expect(COMMENT_NUDGE_TEXTS.message).toBe(
      'Que tal reformular? Comentários respeitosos recebem mais respostas',
    );
    expect(COMMENT_NUDGE_TEXTS.dismiss).toBe('Dispensar');
    expect(COMMENT_NUDGE_TEXTS.editRate(20)).toBe(
      '20% dos avisos de tom levaram a uma edição do comentário.',
    );
  });

  it('invariant: a nudge always comes with a mark that explains it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 120 }), fc.lorem({ maxCount: 20 })), (text) => {
        const { show, marks } = commentNudge(text);
        if (show) expect(marks.length).toBeGreaterThan(0);
        else expect(marks).toEqual([]);
      }),
    );
  });
});
