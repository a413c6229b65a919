import type { ComponentPropsWithRef } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { cx } from '../../../utils/cx.ts';
import { eventsTexts } from '../events.texts.ts';
import * as styles from './CalendarFeed.css.ts';

/** Props of CalendarFeed. */
export type CalendarFeedProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /**
   * The private https address of the feed, known only in the answer that made it (the server keeps
   * its hash alone); undefined otherwise.
   */
  url: string | undefined;
  /** The same feed as `webcal://`, which calendar apps open to subscribe. */
  webcalUrl: string | undefined;
  /** Whether the resident has a feed address at all; undefined while that loads. */
  hasFeed?: boolean | undefined;
  /** A new link is on its way. */
  isRegenerating?: boolean;
  errorText?: string | undefined;
  /** "Criar link" or "Gerar novo link" (the old link stops working): a new address, shown this once. */
  onRegenerate?: () => void;
};

/**
 * The neighbourhood's calendar feed (beyond the spec: a private, revocable ICS address of the area's upcoming events),
 * so they land in the resident's own calendar and stay current.
 */
export function CalendarFeed({
  url,
  webcalUrl,
  hasFeed,
  isRegenerating = false,
  errorText,
  onRegenerate,
  className,
  ...rest
}: CalendarFeedProps) {
  // No address yet: making one ends nothing, so the button says so.
  const isFirst = url === undefined && hasFeed === false;
  return (
    <Stack gap="sm" asChild>
      <section aria-label={eventsTexts.feedTitle} {...rest} className={cx(styles.root, className)}>
        <p className={styles.title}>{eventsTexts.feedTitle}</p>
        <p className={styles.description}>{eventsTexts.feedDescription}</p>
        {url === undefined && hasFeed === undefined && !errorText ? (
          <Spinner size="sm" label={eventsTexts.feedLoading} />
        ) : null}
        {url !== undefined ? (
          <>
            <TextField
              label={eventsTexts.feedLink}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className={styles.description}>{eventsTexts.feedShownOnce}</p>
          </>
        ) : null}
        {url === undefined && hasFeed === false ? (
          <p className={styles.description}>{eventsTexts.feedNone}</p>
        ) : null}
        {url === undefined && hasFeed === true ? (
          <p className={styles.description}>{eventsTexts.feedHidden}</p>
        ) : null}
        {errorText ? (
          <Callout tone="danger" role="alert">
            {errorText}
          </Callout>
        ) : null}
        <Inline gap="xs">
          {webcalUrl ? (
            <Button asChild size="sm" emphasis="outline" tone="primary">
              <a href={webcalUrl}>{eventsTexts.feedOpen}</a>
            </Button>
          ) : null}
          {onRegenerate ? (
            <Button
              size="sm"
              emphasis={isFirst ? 'solid' : 'ghost'}
              tone={isFirst ? 'primary' : 'danger'}
              isLoading={isRegenerating}
              title={isFirst ? undefined : eventsTexts.feedRegenerateHint}
              onClick={() => onRegenerate()}
            >
              {isFirst ? eventsTexts.feedCreate : eventsTexts.feedRegenerate}
            </Button>
          ) : null}
        </Inline>
      </section>
    </Stack>
  );
}
