import type { PollOption, PollOptionId } from '@vizinhos/domain';

// Poll option fixtures (spec: Data model, Post): the fixture poll's options as domain models.

/** A poll option; override `count`, `isUserResponse`, ... */
export function makePollOption(overrides: Partial<PollOption> = {}): PollOption {
  return {
    id: 'option-1' as PollOptionId,
    label: 'Sábado de manhã',
    count: 0,
    isUserResponse: false,
    responderIds: [],
    ...overrides,
  };
}

/** The three options of the fixture poll, with `counts` votes each and the reader's choice, if any. */
export function makePollOptions(counts: readonly number[] = [12, 7, 3], chosenIndex?: number): PollOption[] {
  const labels = [
    'Sábado de manhã',
    'Domingo à tarde',
    'Quarta-feira à noite',
    'Sexta-feira à noite',
    'Segunda-feira',
  ];
  return counts.map((count, index) =>
    makePollOption({
      id: `option-${index + 1}` as PollOptionId,
      label: labels[index] ?? `Opção ${index + 1}`,
      count,
      isUserResponse: index === chosenIndex,
    }),
  );
}
