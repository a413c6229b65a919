import { describe, expect, it } from 'vitest';
import { splitMarkedText } from './splitMarkedText.ts';

describe('splitMarkedText', () => {
  it.each([
    ['no marks', 'Rua das Flores', [], [{ text: 'Rua das Flores', markIndex: undefined }]],
    [
      'a mark in the middle',
      'Que absurdo isso',
      [{ start: 4, end: 11 }],
      [
        { text: 'Que ', markIndex: undefined },
        { text: 'absurdo', markIndex: 0 },
        { text: ' isso', markIndex: undefined },
      ],
    ],
    [
      'marks at both ends',
      'NUNCA mais!',
      [
        { start: 0, end: 5 },
        { start: 10, end: 11 },
      ],
      [
        { text: 'NUNCA', markIndex: 0 },
        { text: ' mais', markIndex: undefined },
        { text: '!', markIndex: 1 },
      ],
    ],
    [
      'a stale mark past the end is clipped',
      'abc',
      [{ start: 1, end: 9 }],
      [
        { text: 'a', markIndex: undefined },
        { text: 'bc', markIndex: 0 },
      ],
    ],
    [
      'a stale mark wholly past the end is skipped',
      'abc',
      [{ start: 5, end: 9 }],
      [{ text: 'abc', markIndex: undefined }],
    ],
    [
      'an overlapping mark keeps only what is new',
      'abcdef',
      [
        { start: 0, end: 3 },
        { start: 2, end: 4 },
      ],
      [
        { text: 'abc', markIndex: 0 },
        { text: 'd', markIndex: 1 },
        { text: 'ef', markIndex: undefined },
      ],
    ],
  ])('%s', (_name, text, marks, segments) => {
    expect(splitMarkedText(text, marks)).toEqual(segments);
  });

  it('the runs always add up to the text', () => {
    const text = 'Barulho ABSURDO todo dia!!!';
    const marks = [
      { start: 8, end: 15 },
      { start: 3, end: 30 },
      { start: 24, end: 27 },
    ];
    expect(
      splitMarkedText(text, marks)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });
});
