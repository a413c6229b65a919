import type { User } from '../accounts/index.ts';
import { type DateTextOptions, formatCalendarDate } from '../common/index.ts';
import { memberDisplayName } from '../members/index.ts';
import { categoryDisplayName, formatPostTime } from '../posts/index.ts';
import { type MarkedPiece, markSearchTerms, splitMarked } from './markSearchTerms.ts';
import { markSubstrings } from './markSubstrings.ts';
import type { SearchHit } from './readSearchPage.ts';
import { searchDomainTexts } from './search.texts.ts';

/** A hit as a result line shows it: its kind, its title and text cut at the matched words, its details. */
export type SearchHitView = {
  kindLabel: string;
  title: MarkedPiece[];
  text: MarkedPiece[];
  details: string;
};

const marked = (text: string, query: string) => splitMarked(text, markSearchTerms(text, query));

/** What a result line shows of a hit: "joao · há 2 horas · Segurança", an event's date too. */
export function searchHitView(
  hit: SearchHit,
  query: string,
  now: Date | number,
  options: DateTextOptions = {},
): SearchHitView {
  const details = [
    hit.authorName,
    hit.createdAt ? formatPostTime(now, hit.createdAt, options) : undefined,
    hit.category ? categoryDisplayName(hit.category) : undefined,
    hit.eventDate
      ? searchDomainTexts.eventOn(
          formatCalendarDate(new Date(hit.eventDate), options.locale ?? 'pt-BR', options.timeZone),
        )
      : undefined,
  ].filter((part): part is string => part !== undefined && part !== '');
  return {
    kindLabel: searchDomainTexts.kind[hit.kind],
    title: marked(hit.title, query),
    text: marked(hit.text, query),
    details: details.join(' · '),
  };
}

/** What a result line shows of a member found by name: the name marked where it holds a searched part, "@username" and the summary. */
export function memberHitView(
  member: Pick<User, 'username' | 'firstName' | 'lastName' | 'summary'>,
  query: string,
): SearchHitView {
  return {
    kindLabel: searchDomainTexts.kind.user,
    title: splitMarked(memberDisplayName(member), markSubstrings(memberDisplayName(member), query)),
    text: marked(member.summary ?? '', query),
    details: `@${member.username}`,
  };
}
