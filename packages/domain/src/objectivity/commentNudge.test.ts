import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coachObjectivity } from './coachObjectivity.ts';
import { commentNudge, commentNudgeOutcome } from './commentNudge.ts';
import { commentNudgeEditRate, describeCommentNudges } from './commentNudgeFigures.ts';

describe('commentNudge', () => {
  // The spec's heat: insults, curses, contempt for a group, threats, shouting at a person.
  it.each<[string]>([
    ['Você é um idiota, cala a boca'],
    ['vai se foder seu merda'],
    ['Cala a boca, ninguém te perguntou'],
    ['Esse povo não aprende nunca'],
    ['Vou te pegar na saída, pode esperar'],
    ['Comunista lixo!'],
    ['SEU IDIOTA, APRENDE A LER'],
    ['Horrorosa vaca suja'],
  ])('a heated comment shows the nudge with the words it holds against it: %s', (text) => {
    const nudge = commentNudge(text);
    expect(nudge.show).toBe(true);
    expect(nudge.marks.length).toBeGreaterThan(0);
    expect(nudge.marks.every((mark) => mark.kind === 'insult')).toBe(true);
    const coached = coachObjectivity(text).marks.filter((mark) => mark.kind === 'insult');
    expect(nudge.marks).toEqual(coached);
  });

  it.each<[string]>([
    ['Concordo, também vi isso ontem.'],
    ['Obrigado pela informação!'],
    ['Alguém sabe o telefone do síndico?'],
    ['kkkk verdade'],
    ['Boa ideia, conta comigo no mutirão.'],
    ['Discordo, acho que a feira deveria ficar no sábado.'],
    ['Não concordo com a mudança do ponto de ônibus, prefiro como estava antes.'],
    ['Parabéns pela iniciativa, ficou ótimo!'],
    ['Acho essa proposta ruim: a rua fica sem vaga para os moradores.'],
    ["Ontem às 22h um homem gritou 'vagabundo' para a moça na Rua das Flores."],
    ['   '],
  ])('a calm disagreement, praise or a factual comment never shows it: %s', (text) => {
    expect(commentNudge(text)).toEqual({ show: false, marks: [] });
  });

  it('an edit that takes the heat out makes it go away, and counts as an edit; sending as it was counts as sent anyway', () => {
    expect(commentNudgeOutcome('Você é um idiota, cala a boca')).toBe('sent_anyway');
    expect(commentNudgeOutcome('Discordo: a feira mudou para sábado, está no aviso da prefeitura.')).toBe(
      'edited',
    );
  });

  it('the edit rate is a whole percentage of every outcome counted, none before any nudge', () => {
    expect(commentNudgeEditRate({ edited: 0, sentAnyway: 0, dismissed: 0 })).toBeNull();
    expect(commentNudgeEditRate({ edited: 1, sentAnyway: 3, dismissed: 1 })).toBe(20);
    expect(commentNudgeEditRate({ edited: 2, sentAnyway: 1, dismissed: 0 })).toBe(67);
  });

  it('the founder reads one sentence: the nudges over the days and the share edited', () => {
    expect(describeCommentNudges({ edited: 1, sentAnyway: 3, dismissed: 1 }, 30)).toBe(
      'Lembrete de tom nos comentários: 20% de 5 avisos levaram a uma edição nos últimos 30 dias.',
    );
    expect(describeCommentNudges({ edited: 1, sentAnyway: 0, dismissed: 0 }, 30)).toBe(
      'Lembrete de tom nos comentários: 100% de 1 aviso levou a uma edição nos últimos 30 dias.',
    );
    expect(describeCommentNudges({ edited: 0, sentAnyway: 0, dismissed: 0 }, 30)).toBe(
      'Lembrete de tom nos comentários: nenhum aviso nos últimos 30 dias.',
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
