import type { PostId } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId } from 'react';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { profileTexts } from '../profile.texts.ts';
import * as cardStyles from '../StatsCards/StatsCards.css.ts';
import * as styles from './RecentActivity.css.ts';

/** One line of the recent activity, as the caller computed it. */
export type ActivityEntry = {
  key: string;
  kind: 'post' | 'comment';
  postId: PostId;
  /** The post's title (the commented post's, for a comment). */
  title: string;
  /** The comment's text, for a comment. */
  excerpt?: string | undefined;
  categoryLabel?: string | undefined;
  /** When it happened, as the reader reads it (relative time). */
  whenLabel?: string | undefined;
};

/** Props of RecentActivity. */
export type RecentActivityProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** Up to 10 items, newest first (the domain's recentActivity). */
  entries: readonly ActivityEntry[];
  /** Opens the post-detail modal. */
  onOpen?: (input: { postId: PostId }) => void;
};

/** The profile's recent activity (spec: Profile screen): posts and comments, each opening its post. */
export function RecentActivity({ entries, onOpen, className, ...rest }: RecentActivityProps) {
  const headingId = useId();
  return (
    <Card asChild>
      <Stack gap="xs" asChild>
        <section aria-labelledby={headingId} {...rest} className={cx(cardStyles.card, className)}>
          <h2 id={headingId} className={cardStyles.heading}>
            {profileTexts.activity}
          </h2>
          {entries.length === 0 ? (
            <p className={cardStyles.footnote}>{profileTexts.noActivity}</p>
          ) : (
            <Stack gap="xs" asChild>
              <ul className={styles.list}>
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <Stack gap="xxs" align="start" asChild>
                      <button
                        type="button"
                        className={styles.item}
                        aria-haspopup="dialog"
                        onClick={() => onOpen?.({ postId: entry.postId })}
                      >
                        <Inline align="stretch" asChild>
                          <span className={styles.meta}>
                            <span>
                              {entry.kind === 'post' ? profileTexts.posted : profileTexts.commented}
                            </span>
                            {entry.categoryLabel ? <span>{entry.categoryLabel}</span> : null}
                            {entry.whenLabel ? <span>{entry.whenLabel}</span> : null}
                          </span>
                        </Inline>
                        <span className={styles.title}>{entry.title}</span>
                        {entry.excerpt ? <span className={styles.excerpt}>{entry.excerpt}</span> : null}
                      </button>
                    </Stack>
                  </li>
                ))}
              </ul>
            </Stack>
          )}
        </section>
      </Stack>
    </Card>
  );
}
