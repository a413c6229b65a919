import type { CalendarLinks, PostId } from '@vizinhos/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { DropdownMenu } from '../../../primitives/DropdownMenu/DropdownMenu.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { isPlainLeftClick } from '../../../utils/isPlainLeftClick.ts';
import { eventsTexts } from '../events.texts.ts';
import * as styles from './PostEvent.css.ts';

/** A web calendar of the add-to-calendar box (spec: Business constants and limits). */
export type WebCalendar = 'google' | 'outlook' | 'yahoo';

/** Props of PostEvent. */
export type PostEventProps = {
  postId: PostId;
  /** ISO start of the event; shown with its time (spec: Validation rules: an event has a date and a time). */
  date: string;
  /** The date as the reader reads it (the domain's formatEventDate). */
  dateLabel: string | undefined;
  links: CalendarLinks;
  /** A calendar failed (spec: Error catalogue: "Erro ao baixar arquivo de calendário", "Link do calendário não disponível"). */
  errorMessage?: string | undefined;
  /** Under the band: the neighbourhood's calendar feed, once the reader asked to subscribe. */
  feed?: ReactNode;
  /** The reader asked for the ICS file (the app builds it with the domain and downloads it). */
  onDownloadIcs?: (request: { postId: PostId }) => void;
  /** The reader chose a calendar whose link is missing: the app says "Link do calendário não disponível". */
  onMissingLink?: (request: { postId: PostId; calendar: WebCalendar }) => void;
  /**
   * A plain click on a calendar's link: the app opens it in a new tab, and says "Erro ao abrir link
   * do calendário" when it cannot (a blocked window, a broken link). Left out, the link opens itself.
   */
  onOpenLink?: (request: { postId: PostId; calendar: WebCalendar; href: string }) => void;
  /** "Assinar a agenda da vizinhança": the app shows the reader's private feed link. */
  onSubscribe?: (request: { postId: PostId }) => void;
};

/** The event date and the add-to-calendar choices: Google, Outlook, Yahoo, ICS (spec: Business constants and limits). */
export function PostEvent({
  postId,
  date,
  dateLabel,
  links,
  errorMessage,
  feed,
  onDownloadIcs,
  onMissingLink,
  onOpenLink,
  onSubscribe,
}: PostEventProps) {
  const web = [
    ['google', eventsTexts.calendarGoogle],
    ['outlook', eventsTexts.calendarOutlook],
    ['yahoo', eventsTexts.calendarYahoo],
  ] as const;
  return (
    // The band with its error and the feed under it.
    <Stack gap="sm">
      <Inline justify="between" className={styles.root}>
        <span className={styles.date}>
          <Icon name="calendar" />
          <span>{eventsTexts.eventDate}:</span>
          <time dateTime={date}>{dateLabel}</time>
        </span>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button size="sm" emphasis="outline" tone="warning">
              <Icon name="calendar" />
              {eventsTexts.addToCalendar}
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content>
            {web.map(([key, label]) => {
              const href = links[key];
              return href ? (
                <DropdownMenu.Item key={key} asChild>
                  <a
                    href={href}
                    target="_blank"
                    rel="noreferrer"
                    onClick={(event) => {
                      if (!onOpenLink || !isPlainLeftClick(event)) return;
                      event.preventDefault();
                      onOpenLink({ postId, calendar: key, href });
                    }}
                  >
                    {label}
                  </a>
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item key={key} onSelect={() => onMissingLink?.({ postId, calendar: key })}>
                  {label}
                </DropdownMenu.Item>
              );
            })}
            <DropdownMenu.Separator />
            <DropdownMenu.Item onSelect={() => onDownloadIcs?.({ postId })}>
              {eventsTexts.calendarIcs}
            </DropdownMenu.Item>
            {onSubscribe ? (
              <DropdownMenu.Item onSelect={() => onSubscribe({ postId })}>
                {eventsTexts.subscribe}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </Inline>
      {errorMessage ? (
        <Callout tone="danger" role="alert">
          {errorMessage}
        </Callout>
      ) : null}
      {feed}
    </Stack>
  );
}
