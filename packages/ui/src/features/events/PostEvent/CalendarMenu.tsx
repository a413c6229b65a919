import type { CalendarLinks, PostId } from '@vizinhos/domain';
import type { ReactElement } from 'react';
import { DropdownMenu } from '../../../primitives/DropdownMenu/DropdownMenu.tsx';
import { useFocusFirstItemOnce } from '../../../utils/focusFirstItem.ts';
import { isPlainLeftClick } from '../../../utils/isPlainLeftClick.ts';
import type { Opening } from '../../../utils/lazyView.tsx';
import { eventsTexts } from '../events.texts.ts';

/** A web calendar of the add-to-calendar box (spec: Business constants and limits). */
export type WebCalendar = 'google' | 'outlook' | 'yahoo';

/** Props of CalendarMenu: PostEvent's calendar choices, its button and how it was first pressed. */
export type CalendarMenuProps = {
  /** "Adicionar ao calendário", the menu's trigger. */
  trigger: ReactElement;
  /** How the stand-in button was pressed: the menu mounts open, its first item focused after a key. */
  opening: Opening;
  postId: PostId;
  links: CalendarLinks;
  /** The reader asked for the ICS file (the app builds it with the domain and downloads it). */
  onDownloadIcs?: ((request: { postId: PostId }) => void) | undefined;
  /** The reader chose a calendar whose link is missing: the app says "Link do calendário não disponível". */
  onMissingLink?: ((request: { postId: PostId; calendar: WebCalendar }) => void) | undefined;
  /**
   * A plain click on a calendar's link: the app opens it in a new tab, and says "Erro ao abrir link
   * do calendário" when it cannot (a blocked window, a broken link). Left out, the link opens itself.
   */
  onOpenLink?: ((request: { postId: PostId; calendar: WebCalendar; href: string }) => void) | undefined;
  /** "Assinar a agenda da vizinhança": the app shows the reader's private feed link. */
  onSubscribe?: ((request: { postId: PostId }) => void) | undefined;
};

/** The add-to-calendar choices (Radix DropdownMenu): loaded by PostEvent on the button's intent. */
export function CalendarMenu({
  trigger,
  opening,
  postId,
  links,
  onDownloadIcs,
  onMissingLink,
  onOpenLink,
  onSubscribe,
}: CalendarMenuProps) {
  const web = [
    ['google', eventsTexts.calendarGoogle],
    ['outlook', eventsTexts.calendarOutlook],
    ['yahoo', eventsTexts.calendarYahoo],
  ] as const;
  const focusFirstItem = useFocusFirstItemOnce(opening === 'keyboard');
  return (
    <DropdownMenu.Root modal={false} defaultOpen={opening !== undefined}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content onFocus={focusFirstItem}>
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
  );
}
