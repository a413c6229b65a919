import { type CalendarLinks, formatEventDate, type PostId } from '@vizinhos/domain';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { texts } from '../texts/texts.ts';
import { event, eventDate } from './PostCard.css.ts';

/** Props of PostEvent. */
export type PostEventProps = {
  postId: PostId;
  /** ISO start of the event; shown with its time (doc 2 §5: an event has a date and a time). */
  date: string;
  links: CalendarLinks;
  /** The reader asked for the ICS file (the app builds it with the domain and downloads it). */
  onDownloadIcs?: (request: { postId: PostId }) => void;
};

/** The event date and the add-to-calendar choices: Google, Outlook, Yahoo, ICS (doc 2 §9). */
export function PostEvent({ postId, date, links, onDownloadIcs }: PostEventProps) {
  const web = [
    ['google', texts.post.calendarGoogle],
    ['outlook', texts.post.calendarOutlook],
    ['yahoo', texts.post.calendarYahoo],
  ] as const;
  return (
    <div className={event}>
      <span className={eventDate}>
        <Icon name="calendar" />
        <span>{texts.post.eventDate}:</span>
        <time dateTime={date}>{formatEventDate(date)}</time>
      </span>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button size="sm" emphasis="outline" tone="warning">
            <Icon name="calendar" />
            {texts.post.addToCalendar}
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
            {texts.post.calendarIcs}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}
