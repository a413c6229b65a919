import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePost } from './normalizePost.ts';
import {
  canAddPollOption,
  canRemovePollOption,
  dateInputValue,
  editorValuesOf,
  INITIAL_POST_EDITOR_STATE as INITIAL,
  type PostEditorAction,
  type PostEditorState,
  postEditorReducer,
  timeInputValue,
} from './postEditorReducer.ts';
import { CATEGORY_KEYS } from './readCategory.ts';

const reduce = (actions: PostEditorAction[], from: PostEditorState = INITIAL) =>
  actions.reduce(postEditorReducer, from);
const here = { lat: -23.55, lng: -46.63 };

describe('postEditorReducer', () => {
  it.each<[string, PostEditorAction[], Partial<PostEditorState>]>([
    [
      'spec: Screens and routes: collapsed until the title gets focus',
      [],
      { isExpanded: false, category: 'Geral' },
    ],
    ['spec: Screens and routes: title focus expands', [{ type: 'titleFocused' }], { isExpanded: true }],
    [
      'spec: States and transitions: choosing Votação resets to two empty options',
      [
        { type: 'categoryChosen', category: 'Votaçao' },
        { type: 'pollOptionChanged', index: 0, label: 'Sim' },
        { type: 'pollOptionAdded' },
        { type: 'categoryChosen', category: 'Votaçao' },
      ],
      { pollOptions: ['', ''] },
    ],
    [
      'spec: States and transitions: choosing Eventos clears date and time',
      [
        { type: 'eventDateChanged', date: '2026-12-01' },
        { type: 'eventTimeChanged', time: '19:00' },
        { type: 'categoryChosen', category: 'Eventos' },
      ],
      { eventDate: '', eventTime: '' },
    ],
    [
      'spec: States and transitions: another category keeps date and time as typed',
      [
        { type: 'eventDateChanged', date: '2026-12-01' },
        { type: 'categoryChosen', category: 'Geral' },
      ],
      { eventDate: '2026-12-01' },
    ],
    [
      'spec: Validation rules: a location is taken in Segurança',
      [
        { type: 'categoryChosen', category: 'Segurança' },
        { type: 'locationChosen', location: here },
      ],
      { location: here },
    ],
    [
      'spec: Validation rules: a location is refused outside Segurança',
      [{ type: 'locationChosen', location: here }],
      { location: undefined },
    ],
    [
      'spec: Validation rules: leaving Segurança drops the location',
      [
        { type: 'categoryChosen', category: 'Segurança' },
        { type: 'locationChosen', location: here },
        { type: 'categoryChosen', category: 'Geral' },
      ],
      { location: undefined },
    ],
    [
      'spec: Validation rules: a fifth option can be added',
      [{ type: 'pollOptionAdded' }, { type: 'pollOptionAdded' }, { type: 'pollOptionAdded' }],
      { pollOptions: ['', '', '', '', ''] },
    ],
    [
      'spec: Validation rules: no sixth option',
      [
        { type: 'pollOptionAdded' },
        { type: 'pollOptionAdded' },
        { type: 'pollOptionAdded' },
        { type: 'pollOptionAdded' },
      ],
      { pollOptions: ['', '', '', '', ''] },
    ],
    [
      'spec: Validation rules: removal refused at 2 options',
      [{ type: 'pollOptionRemoved', index: 0 }],
      { pollOptions: ['', ''] },
    ],
    [
      'spec: Validation rules: removal allowed above 2',
      [
        { type: 'pollOptionAdded' },
        { type: 'pollOptionChanged', index: 2, label: 'C' },
        { type: 'pollOptionRemoved', index: 0 },
      ],
      { pollOptions: ['', 'C'] },
    ],
    [
      'removing an option that does not exist changes nothing',
      [{ type: 'pollOptionAdded' }, { type: 'pollOptionRemoved', index: 9 }],
      { pollOptions: ['', '', ''] },
    ],
    [
      'changing an option that does not exist changes nothing',
      [{ type: 'pollOptionChanged', index: -1, label: 'x' }],
      { pollOptions: ['', ''] },
    ],
    [
      'spec: States and transitions: approval after a manual analysis',
      [{ type: 'textChanged', text: 'Texto' }, { type: 'analysisApproved' }],
      { isCheckApproved: true },
    ],
    [
      'spec: States and transitions: editing the title after approval requires the check again',
      [{ type: 'analysisApproved' }, { type: 'titleChanged', title: 'Novo' }],
      { isCheckApproved: false, title: 'Novo' },
    ],
    [
      'spec: States and transitions: editing the text after approval requires the check again',
      [{ type: 'analysisApproved' }, { type: 'textChanged', text: 'Novo' }],
      { isCheckApproved: false, text: 'Novo' },
    ],
    [
      'spec: Screens and routes: edit mode starts expanded and prefilled',
      [{ type: 'editStarted', values: { title: 'Antigo', category: 'Eventos' } }],
      { isExpanded: true, title: 'Antigo', category: 'Eventos', isCheckApproved: false },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(reduce(actions)).toMatchObject(expected);
  });

  it('spec: States and transitions: cancel or success resets everything to category Geral', () => {
    const busy = reduce([
      { type: 'titleFocused' },
      { type: 'titleChanged', title: 'T' },
      { type: 'categoryChosen', category: 'Segurança' },
      { type: 'locationChosen', location: here },
    ]);
    expect(postEditorReducer(busy, { type: 'reset' })).toEqual(INITIAL);
    expect(INITIAL.category).toBe('Geral');
  });

  it.each<[string, number, boolean, boolean]>([
    ['spec: Validation rules: at 2 options: add yes, remove no', 2, true, false],
    ['spec: Validation rules: at 3 options: both', 3, true, true],
    ['spec: Validation rules: at 5 options: add no, remove yes', 5, false, true],
  ])('%s', (_name, count, canAdd, canRemove) => {
    const state = { ...INITIAL, pollOptions: Array.from({ length: count }, () => '') };
    expect([canAddPollOption(state), canRemovePollOption(state)]).toEqual([canAdd, canRemove]);
  });

  it('an unknown action is a bug and says so', () => {
    expect(() => postEditorReducer(INITIAL, { type: 'nope' } as unknown as PostEditorAction)).toThrow(
      /Ação desconhecida/,
    );
  });

  const action: fc.Arbitrary<PostEditorAction> = fc.oneof(
    fc.constant<PostEditorAction>({ type: 'titleFocused' }),
    fc.string().map<PostEditorAction>((title) => ({ type: 'titleChanged', title })),
    fc.string().map<PostEditorAction>((text) => ({ type: 'textChanged', text })),
    fc
      .constantFrom(...CATEGORY_KEYS)
      .map<PostEditorAction>((category) => ({ type: 'categoryChosen', category })),
    fc
      .record({ index: fc.integer({ min: -1, max: 6 }), label: fc.string() })
      .map<PostEditorAction>((v) => ({ type: 'pollOptionChanged', ...v })),
    fc.constant<PostEditorAction>({ type: 'pollOptionAdded' }),
    fc.integer({ min: -1, max: 6 }).map<PostEditorAction>((index) => ({ type: 'pollOptionRemoved', index })),
    fc.constant<PostEditorAction>({ type: 'locationChosen', location: here }),
    fc.constant<PostEditorAction>({ type: 'analysisApproved' }),
    fc.constant<PostEditorAction>({ type: 'reset' }),
  );

  it('invariant: the poll always has 2 to 5 options', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const { pollOptions } = reduce(actions);
        expect(pollOptions.length).toBeGreaterThanOrEqual(2);
        expect(pollOptions.length).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('invariant: a location exists only in Segurança', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = reduce(actions);
        if (state.location !== undefined) expect(state.category).toBe('Segurança');
      }),
    );
  });
});

describe('edit mode (spec: Screens and routes: edit mode starts expanded and prefilled)', () => {
  it('the date and time inputs read a moment in local time', () => {
    const moment = new Date(2026, 0, 5, 9, 7);
    expect(dateInputValue(moment)).toBe('2026-01-05');
    expect(timeInputValue(moment)).toBe('09:07');
  });

  it('prefills an event with its local date and time', () => {
    const start = new Date(2026, 11, 24, 19, 0);
    const post = normalizePost({
      _id: 'p1',
      title: 'Ceia comunitária',
      text: 'No salão',
      post_category: { name: 'Eventos' },
      type: 'event',
      event_date: start.toISOString(),
    });
    if (!post) throw new Error('fixture');
    const state = postEditorReducer(INITIAL, { type: 'editStarted', values: editorValuesOf(post) });
    expect(state).toMatchObject({
      isExpanded: true,
      title: 'Ceia comunitária',
      text: 'No salão',
      category: 'Eventos',
      eventDate: '2026-12-24',
      eventTime: '19:00',
      pollOptions: ['', ''],
    });
  });

  it('prefills a poll with its option labels and a Segurança post with its location', () => {
    const poll = normalizePost({
      _id: 'p2',
      title: 'Horário da feira',
      post_category: { name: 'Votaçao' },
      type: 'poll',
      poll_options: [
        { _id: 'o1', label: 'Manhã' },
        { _id: 'o2', label: 'Tarde' },
        { _id: 'o3', label: 'Noite' },
      ],
    });
    const incident = normalizePost({
      _id: 'p3',
      title: 'Poste apagado',
      post_category: { name: 'Segurança' },
      location: [-46.63, -23.55],
    });
    if (!poll || !incident) throw new Error('fixture');
    expect(editorValuesOf(poll)).toMatchObject({ pollOptions: ['Manhã', 'Tarde', 'Noite'], eventDate: '' });
    expect(editorValuesOf(incident).location).toEqual({ lat: -23.55, lng: -46.63 });
  });
});
