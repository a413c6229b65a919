import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { PollOption, PollOptionId, UserId } from '@vizinhos/domain';
import { summarizePoll } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { texts } from '../texts/texts.ts';
import { cx } from '../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './PollResults.css.ts';

/** Props of PollResults. */
export type PollResultsProps = Omit<ComponentPropsWithRef<'div'>, 'onSubmit'> & {
  /** The poll's options as the domain normalised them. */
  options: readonly PollOption[];
  /** The reader, to find their answer among the responses (doc 2 §3). */
  userId?: UserId;
  /** The answer is on its way: the form is busy. */
  isVoting?: boolean;
  /** Anonymous readers see the results only (doc 2 §6). */
  canVote?: boolean;
  /** The reader chose an option and sent the form. */
  onVote?: (vote: { optionId: PollOptionId }) => void;
};

/**
 * A poll (doc 2 §4): radio options before voting; after voting (or with an answer already on the
 * server) the results sorted by the domain, each with a bar, percentage and count, a check mark on
 * the reader's choice and a thank-you note.
 */
export function PollResults({
  options,
  userId,
  isVoting = false,
  canVote = true,
  onVote,
  className,
  ...rest
}: PollResultsProps) {
  const summary = summarizePoll(options, userId);
  const [selected, setSelected] = useState<string>('');
  const legendId = useId();

  if (!summary.hasVoted && canVote) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      const option = options.find((item) => item.id === selected);
      if (option) onVote?.({ optionId: option.id });
    };
    return (
      <div data-state="voting" {...rest} className={cx(styles.root, className)}>
        <form
          className={styles.form}
          onSubmit={submit}
          aria-labelledby={legendId}
          aria-busy={isVoting || undefined}
        >
          <span id={legendId} className={styles.legend}>
            {texts.poll.legend}
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
          <div>
            <Button type="submit" size="sm" disabled={selected === ''} isLoading={isVoting}>
              {isVoting ? texts.poll.voting : texts.poll.vote}
            </Button>
          </div>
        </form>
      </div>
    );
  }

  return (
    <div data-state="results" {...rest} className={cx(styles.root, className)}>
      <ol className={styles.list} aria-label={texts.poll.results}>
        {summary.rows.map((row) => (
          <li key={row.id} className={styles.row}>
            <div className={styles.rowHead}>
              <span className={cx(styles.label, row.isUserChoice && styles.choice)}>
                {row.isUserChoice ? (
                  <>
                    <Icon name="check" size={14} />
                    <VisuallyHidden>{`${texts.poll.yourChoice}: `}</VisuallyHidden>
                  </>
                ) : null}
                {row.label}
              </span>
              <span className={styles.figures}>{`${row.percent}% (${row.count})`}</span>
            </div>
            <div className={styles.track} aria-hidden="true">
              <div
                className={styles.bar}
                data-choice={row.isUserChoice}
                style={assignInlineVars({ [styles.percentVar]: `${row.percent}%` })}
              />
            </div>
          </li>
        ))}
      </ol>
      {summary.hasVoted ? (
        <p className={styles.thanks} role="status">
          <Icon name="check" size={14} />
          {texts.poll.thanks}
        </p>
      ) : null}
    </div>
  );
}
