import type { CalendarLinks, PostId } from '@vizinhos/domain';
import { type ReactNode, Suspense } from 'react';
import { Button, type ButtonProps } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { lazyView, useOpenOnIntent } from '../../../utils/lazyView.tsx';
import { eventsTexts } from '../events.texts.ts';
import type { CalendarMenuProps } from './CalendarMenu.tsx';
import * as styles from './PostEvent.css.ts';

// The calendar choices with Radix's menu and popper: a chunk of its own, fetched when the pointer or
// focus comes to "Adicionar ao calendário", opened by its first press (only what the view uses).
const CalendarMenu = lazyView(() => import('./CalendarMenu.tsx').then((module) => module.CalendarMenu));

export type { WebCalendar } from './CalendarMenu.tsx';

/** Props of PostEvent. */
export type PostEventProps = {
  postId: PostId;
  /** ISO start of the event; shown with its time (spec: Validation rules: an event has a date and a time). */
  date: string;
  /** The date as the reader reads it (the domain's formatEventDate). */
  dateLabel: string | undefined;
  links: CalendarLinks;
  /** A calendar failed (spec: Error catalogue: "Erro ao baixar arquivo de calendário", "Link do calendário não disponível"). */
  errorText?: string | undefined;
  /** Under the band: the neighbourhood's calendar feed, once the reader asked to subscribe. */
  feed?: ReactNode;
  /** The reader asked for the ICS file (CalendarMenuProps). */
  onDownloadIcs?: CalendarMenuProps['onDownloadIcs'];
  /** A calendar without its link was chosen (CalendarMenuProps). */
  onMissingLink?: CalendarMenuProps['onMissingLink'];
  /** A plain click on a calendar's link (CalendarMenuProps); left out, the link opens itself. */
  onOpenLink?: CalendarMenuProps['onOpenLink'];
  /** "Assinar a agenda da vizinhança" (CalendarMenuProps). */
  onSubscribe?: CalendarMenuProps['onSubscribe'];
};

/** The event date and the add-to-calendar choices: Google, Outlook, Yahoo, ICS (spec: Business constants and limits). */
export function PostEvent({
  postId,
  date,
  dateLabel,
  links,
  errorText,
  feed,
  onDownloadIcs,
  onMissingLink,
  onOpenLink,
  onSubscribe,
}: PostEventProps) {
  const [opening, intent] = useOpenOnIntent(CalendarMenu);
  const buttonOf = (props: Omit<ButtonProps, 'children'>) => (
    <Button size="sm" emphasis="outline" tone="warning" {...props}>
      <Icon name="calendar" />
      {eventsTexts.addToCalendar}
    </Button>
  );
  // Until the menu's chunk is there, the same button with the trigger's state (closed).
  const standIn = buttonOf({ ...intent, 'aria-haspopup': 'menu', 'aria-expanded': false });
  return (
    // The band with its error and the feed under it.
    <Stack gap="sm">
      <Inline justify="between" className={styles.root}>
        <span className={styles.date}>
          <Icon name="calendar" />
          <span>{eventsTexts.eventDate}:</span>
          <time dateTime={date}>{dateLabel}</time>
        </span>
        {opening ? (
          <Suspense fallback={standIn}>
            <CalendarMenu
              trigger={buttonOf({})}
              opening={opening}
              postId={postId}
              links={links}
              onDownloadIcs={onDownloadIcs}
              onMissingLink={onMissingLink}
              onOpenLink={onOpenLink}
              onSubscribe={onSubscribe}
            />
          </Suspense>
        ) : (
          standIn
        )}
      </Inline>
      {errorText ? (
        <Callout tone="danger" role="alert">
          {errorText}
        </Callout>
      ) : null}
      {feed}
    </Stack>
  );
}
