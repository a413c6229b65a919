import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_POST_EDITOR_STATE as INITIAL, type PostEditorState } from './postEditorReducer.ts';
import {
  type PostEditorValidation,
  validateAnalysisRequest,
  validatePostEditor,
} from './validatePostEditor.ts';

// Dates are local wall-clock time, as the date and time inputs give them; build "now" the same way.
const now = new Date(2026, 10, 21, 12, 0);
const state = (over: Partial<PostEditorState>): PostEditorState => ({ ...INITIAL, title: 'Título', ...over });

describe('validatePostEditor', () => {
  it.each<[string, Partial<PostEditorState>, string]>([
    [
      'spec: Validation rules: title required',
      { title: '  ' },
      'Por favor, adicione um título para sua postagem.',
    ],
    [
      'spec: Validation rules: Votação needs 2 non-empty options',
      { category: 'Votaçao', pollOptions: ['Sim', '  '] },
      'Por favor, adicione pelo menos 2 opções para a votação.',
    ],
    [
      'spec: Validation rules: Eventos needs a date',
      { category: 'Eventos', eventTime: '19:00' },
      'Por favor, defina a data e hora do evento.',
    ],
    [
      'spec: Validation rules: Eventos needs a time',
      { category: 'Eventos', eventDate: '2026-12-01' },
      'Por favor, defina a data e hora do evento.',
    ],
    [
      'spec: Validation rules: an impossible date counts as missing',
      { category: 'Eventos', eventDate: '2026-02-31', eventTime: '19:00' },
      'Por favor, defina a data e hora do evento.',
    ],
    [
      'spec: Validation rules: a malformed time counts as missing',
      { category: 'Eventos', eventDate: '2026-12-01', eventTime: '7pm' },
      'Por favor, defina a data e hora do evento.',
    ],
    [
      'spec: Validation rules: the event must be in the future',
      { category: 'Eventos', eventDate: '2026-11-21', eventTime: '11:59' },
      'A data e hora do evento devem ser no futuro.',
    ],
    [
      'spec: Validation rules: now itself is not the future',
      { category: 'Eventos', eventDate: '2026-11-21', eventTime: '12:00' },
      'A data e hora do evento devem ser no futuro.',
    ],
  ])('%s', (_name, over, error) => {
    expect(validatePostEditor(state(over), now)).toEqual({ ok: false, error });
  });

  it.each<[string, Partial<PostEditorState>, PostEditorValidation]>([
    [
      'spec: Calls: a plain post, trimmed',
      { title: ' Aviso ', text: ' Texto ' },
      { ok: true, draft: { title: 'Aviso', text: 'Texto', category: 'Geral' } },
    ],
    [
      'spec: Calls: a poll sends its non-empty options and type poll',
      { category: 'Votaçao', pollOptions: ['Sim', '', ' Não '] },
      {
        ok: true,
        draft: { title: 'Título', text: '', category: 'Votaçao', type: 'poll', pollOptions: ['Sim', 'Não'] },
      },
    ],
    [
      'spec: Calls: an event sends its ISO date and type event',
      { category: 'Eventos', eventDate: '2026-11-21', eventTime: '12:01' },
      {
        ok: true,
        draft: {
          title: 'Título',
          text: '',
          category: 'Eventos',
          type: 'event',
          eventDate: new Date(2026, 10, 21, 12, 1).toISOString(),
        },
      },
    ],
    [
      'spec: Calls: Segurança sends the location longitude first',
      { category: 'Segurança', location: { lat: -23.5, lng: -46.6 } },
      { ok: true, draft: { title: 'Título', text: '', category: 'Segurança', location: [-46.6, -23.5] } },
    ],
    [
      'spec: Validation rules: Segurança without a location is fine',
      { category: 'Segurança' },
      { ok: true, draft: { title: 'Título', text: '', category: 'Segurança' } },
    ],
    [
      'spec: Validation rules: a location outside Segurança is not sent',
      { location: { lat: 1, lng: 2 } },
      { ok: true, draft: { title: 'Título', text: '', category: 'Geral' } },
    ],
  ])('%s', (_name, over, expected) => {
    expect(validatePostEditor(state(over), now)).toEqual(expected);
  });

  it.each<[string, string, string | undefined]>([
    ['spec: Validation rules: analysis needs a title', ' ', 'Por favor, escreva um título para analisar.'],
    ['spec: Validation rules: with a title the analysis may start', 'Aviso', undefined],
  ])('validateAnalysisRequest: %s', (_name, title, expected) => {
    expect(validateAnalysisRequest({ title })).toBe(expected);
  });

  it('invariant: a valid poll draft has 2 to 5 non-empty options', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), (pollOptions) => {
        const result = validatePostEditor(state({ category: 'Votaçao', pollOptions }), now);
        if (result.ok) {
          const options = result.draft.pollOptions ?? [];
          expect(options.length).toBeGreaterThanOrEqual(2);
          expect(options.length).toBeLessThanOrEqual(5);
          expect(options.every((option) => option.trim() !== '')).toBe(true);
        } else {
          expect(pollOptions.filter((option) => option.trim() !== '').length).toBeLessThan(2);
        }
      }),
    );
  });

  it('invariant: an accepted event is always after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (minutes) => {
        const at = new Date(now.getTime() + minutes * 60_000);
        const pad = (n: number) => String(n).padStart(2, '0');
        const result = validatePostEditor(
          state({
            category: 'Eventos',
            eventDate: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
            eventTime: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
          }),
          now,
        );
        expect(result.ok).toBe(minutes > 0);
        if (result.ok) expect(Date.parse(result.draft.eventDate ?? '')).toBeGreaterThan(now.getTime());
      }),
    );
  });
});
