import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { PollOption, PollOptionId, PollSummary } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type FormEvent, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import { pollsTexts } from '../polls.texts.ts';
import * as styles from './PollResults.css.ts';

/** Props of PollResults. */
export type PollResultsProps = Omit<ComponentPropsWithRef<'div'>, 'onSubmit'> & {
  /** The poll's options in the server's order, for the voting form. */
  options: readonly Pick<PollOption, 'id' | 'label'>[];
  /** The results for this reader, as the domain's summarizePoll computes them. */
  summary: PollSummary;
  /** The answer is on its way: the form is busy. */
  isVoting?: boolean;
  /** Anonymous readers see the results only (spec: Roles and permissions). */
  canVote?: boolean;
  /** The answer failed (spec: Error catalogue: "Erro ao votar na enquete" or its network variant); the choice stays. */
  errorText?: string | undefined;
  /** The reader chose an option and sent the form. */
  onVote?: (vote: { optionId: PollOptionId }) => void;
};

/**
 * A poll (spec: States and transitions): radio options before voting; after voting (or with an answer already on the
 * server) the results sorted by the domain, each with a bar, percentage and count, a check mark on
 * the reader's choice and a thank-you note.
 */
export function PollResults({
  options,
  summary,
  isVoting = false,
  canVote = true,
  errorText,
  onVote,
  className,
  ...rest
}: PollResultsProps) {
  const [selected, setSelected] = useState<string>('');
  const legendId = useId();

  if (!summary.hasVoted && canVote) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      const option = options.find((item) => item.id === selected);
      if (option) onVote?.({ optionId: option.id });
    };
    return (
      <Stack gap="md" data-state="voting" {...rest} className={className}>
        <Stack gap="md" asChild>
          <form
            className={styles.form}
            onSubmit={submit}
            aria-labelledby={legendId}
            aria-busy={isVoting || undefined}
          >
            <span id={legendId} className={styles.legend}>
              {pollsTexts.legend}
            </span>
            <RadioGroup.Root
              aria-labelledby={legendId}
              value={selected}
              onValueChange={setSelected}
              disabled={isVoting}
            >
              {options.map((option) => (
                <RadioGroup.Item key={option.id} value={option.id}>
                  {option.label}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
            {errorText ? (
              <Callout tone="danger" role="alert">
                {errorText}
              </Callout>
            ) : null}
            <div>
              <Button type="submit" size="sm" disabled={selected === ''} isLoading={isVoting}>
                {isVoting ? pollsTexts.voting : pollsTexts.vote}
              </Button>
            </div>
          </form>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-state="results" {...rest} className={className}>
      <Stack gap="sm" asChild>
        <ol className={styles.list} aria-label={pollsTexts.results}>
          {summary.rows.map((row) => (
            <Stack key={row.id} gap="xxs" asChild>
              <li>
                <Inline gap="sm" justify="between" align="baseline" wrap={false} className={styles.rowHead}>
                  <span className={cx(styles.label, row.isUserChoice && styles.choice)}>
                    {row.isUserChoice ? (
                      <>
                        <Icon name="check" size={14} />
                        <VisuallyHidden>{`${pollsTexts.yourChoice}: `}</VisuallyHidden>
                      </>
                    ) : null}
                    {row.label}
                  </span>
                  <span className={styles.figures}>{`${row.percent}% (${row.count})`}</span>
                </Inline>
                <div className={styles.track} aria-hidden="true">
                  <div
                    className={styles.bar}
                    data-choice={row.isUserChoice}
                    style={assignInlineVars({ [styles.percentVar]: `${row.percent}%` })}
                  />
                </div>
              </li>
            </Stack>
          ))}
        </ol>
      </Stack>
      {summary.hasVoted ? (
        <p className={styles.thanks} role="status">
          <Icon name="check" size={14} />
          {pollsTexts.thanks}
        </p>
      ) : null}
    </Stack>
  );
}
