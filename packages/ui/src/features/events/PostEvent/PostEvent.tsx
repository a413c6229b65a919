import type { CalendarLinks, PostId } from '@vizinhos/domain';
import { Button } from '../../../primitives/Button/Button.tsx';
import { DropdownMenu } from '../../../primitives/DropdownMenu/DropdownMenu.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { eventsTexts } from '../events.texts.ts';
import * as styles from './PostEvent.css.ts';

/** Props of PostEvent. */
export type PostEventProps = {
  postId: PostId;
  /** ISO start of the event; shown with its time (spec: Validation rules: an event has a date and a time). */
  date: string;
  /** The date as the reader reads it (the domain's formatEventDate). */
  dateLabel: string | undefined;
  links: CalendarLinks;
  /** The reader asked for the ICS file (the app builds it with the domain and downloads it). */
  onDownloadIcs?: (request: { postId: PostId }) => void;
};

/** The event date and the add-to-calendar choices: Google, Outlook, Yahoo, ICS (spec: Business constants and limits). */
export function PostEvent({ postId, date, dateLabel, links, onDownloadIcs }: PostEventProps) {
  const web = [
    ['google', eventsTexts.calendarGoogle],
    ['outlook', eventsTexts.calendarOutlook],
    ['yahoo', eventsTexts.calendarYahoo],
  ] as const;
  return (
    <div className={styles.root}>
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
                <a href={href} target="_blank" rel="noreferrer">
                  {label}
                </a>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={key} disabled>
                {label}
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={() => onDownloadIcs?.({ postId })}>
            {eventsTexts.calendarIcs}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}
