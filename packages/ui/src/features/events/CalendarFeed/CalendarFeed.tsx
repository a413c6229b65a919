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
  /** The private https address of the feed; undefined while it loads. */
  url: string | undefined;
  /** The same feed as `webcal://`, which calendar apps open to subscribe. */
  webcalUrl: string | undefined;
  /** A new link is on its way. */
  isRegenerating?: boolean;
  errorMessage?: string | undefined;
  /** "Gerar novo link": the old link stops working; offered where the reader manages it (Settings). */
  onRegenerate?: () => void;
};

/**
 * The neighbourhood's calendar feed (beyond the spec: a private, revocable ICS address of the area's upcoming events),
 * so they land in the resident's own calendar and stay current.
 */
export function CalendarFeed({
  url,
  webcalUrl,
  isRegenerating = false,
  errorMessage,
  onRegenerate,
  className,
  ...rest
}: CalendarFeedProps) {
  return (
    <Stack gap="sm" asChild>
      <section aria-label={eventsTexts.feedTitle} {...rest} className={cx(styles.root, className)}>
        <p className={styles.title}>{eventsTexts.feedTitle}</p>
        <p className={styles.description}>{eventsTexts.feedDescription}</p>
        {url === undefined && !errorMessage ? <Spinner size="sm" label={eventsTexts.feedLoading} /> : null}
        {url !== undefined ? (
          <TextField
            label={eventsTexts.feedLink}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : null}
        {errorMessage ? (
          <Callout tone="danger" role="alert">
            {errorMessage}
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
              emphasis="ghost"
              tone="danger"
              isLoading={isRegenerating}
              title={eventsTexts.feedRegenerateHint}
              onClick={() => onRegenerate()}
            >
              {eventsTexts.feedRegenerate}
            </Button>
          ) : null}
        </Inline>
      </section>
    </Stack>
  );
}
