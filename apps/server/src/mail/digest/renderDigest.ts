// One reader's digest: the area's period minus what the reader blocked, each category's most
// relevant posts by the spec's sort score (Business constants and limits: 2 × net votes + recency
// when net is positive, else recency; written for comments, the one score the spec gives),
// Segurança first; then events, polls, services and newcomers. Rendered as HTML (headings and
// lists a screen reader walks, lang="pt-BR", no image) and as plain text. Every resident's word is
// escaped; nothing is sent when nothing is left.
import { CATEGORY_KEYS, commentSortScore, DEFAULT_TIME_ZONE } from '@vizinhos/domain';
import { escapeHtml } from '../escapeHtml.ts';
import { mailServerTexts as t } from '../mail.texts.ts';
import type { AreaDigest, DigestPost } from './collectDigest.ts';

/** Posts listed per category. */
const postsPerCategory = 3;

/** A line of the digest: its words and its address in the web app. */
type Item = { text: string; detail: string; url: string };

/** The digest one reader receives, or null when nothing is left for them. */
export type DigestContent = {
  areaName: string;
  weekly: boolean;
  categories: { name: string; items: Item[] }[];
  events: Item[];
  polls: Item[];
  services: Item[];
  newNeighbours: number;
};

// Segurança first (what cannot wait), then the timeline's own order.
const categoryOrder = ['Segurança', ...CATEGORY_KEYS.filter((key) => key !== 'Segurança')];
const displayCategory = (key: string) => (key === 'Votaçao' ? 'Votação' : key);

const when = (at: Date) =>
  at.toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE });

/** What of the area's period this reader gets. */
export function composeDigest(
  area: AreaDigest,
  options: { blocked: ReadonlySet<string>; origin: string; weekly: boolean; now: Date },
): DigestContent | null {
  const shown = (post: { authorId: string }) => !options.blocked.has(post.authorId);
  const postUrl = (id: string) => `${options.origin}/posts/${encodeURIComponent(id)}`;
  const postItem = (post: DigestPost): Item => ({
    text: post.title,
    detail: `${displayCategory(post.category)} · ${t.votes(post.upvotes - post.downvotes)} · ${t.comments(post.commentCount)}`,
    url: postUrl(post.id),
  });
  const score = (post: DigestPost) =>
    commentSortScore({ ...post, createdAt: post.createdAt.toISOString() }, options.now);
  const plain = area.posts.filter((post) => shown(post) && post.type !== 'poll');
  const categories = categoryOrder
    .map((name) => ({
      name: displayCategory(name),
      items: plain
        .filter((post) => post.category === name)
        .sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id))
        .slice(0, postsPerCategory)
        .map(postItem),
    }))
    .filter((category) => category.items.length > 0);
  const events = area.events.filter(shown).map((post) => ({
    text: post.title,
    detail: post.eventDate ? t.eventOn(when(post.eventDate)) : '',
    url: postUrl(post.id),
  }));
  const polls = area.posts
    .filter((post) => shown(post) && post.type === 'poll')
    .sort((a, b) => score(b) - score(a))
    .map(postItem);
  const services = area.services.filter(shown).map((service) => ({
    text: service.name,
    detail: service.kind,
    url: `${options.origin}/servicos`,
  }));
  const content = {
    areaName: area.areaName,
    weekly: options.weekly,
    categories,
    events,
    polls,
    services,
    newNeighbours: area.newNeighbours,
  };
  const empty =
    !categories.length && !events.length && !polls.length && !services.length && !area.newNeighbours;
  return empty ? null : content;
}

/** The digest as a mail's subject, HTML and plain text, with its unsubscribe and settings links. */
export function renderDigest(
  content: DigestContent,
  links: { origin: string; unsubscribeUrl: string },
): { subject: string; html: string; text: string } {
  const subject = t.digestSubject(content.areaName, content.weekly);
  const sections: { heading: string; items: Item[] }[] = [
    ...content.categories.map((category) => ({ heading: category.name, items: category.items })),
  ];
  const others: { heading: string; items: Item[] }[] = [
    { heading: t.eventsHeading, items: content.events },
    { heading: t.pollsHeading, items: content.polls },
    { heading: t.servicesHeading, items: content.services },
  ].filter((section) => section.items.length > 0);
  const newcomers = content.newNeighbours > 0 ? t.newNeighbours(content.newNeighbours) : '';
  const settingsUrl = `${links.origin}/configuracoes`;
  const footer = t.whyYouGetThis(t.kindNames.digest);

  const listHtml = (items: Item[]) =>
    `<ul>${items
      .map(
        (item) =>
          `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a>${item.detail ? `<br><span class="meta">${escapeHtml(item.detail)}</span>` : ''}</li>`,
      )
      .join('')}</ul>`;
  const sectionHtml = (level: 2 | 3) => (section: { heading: string; items: Item[] }) =>
    `<section><h${level}>${escapeHtml(section.heading)}</h${level}>${listHtml(section.items)}</section>`;
  const body = [
    `<h1>${escapeHtml(t.digestTitle)}: ${escapeHtml(content.areaName)}</h1>`,
    `<p>${escapeHtml(t.digestIntro(content.areaName, content.weekly))}</p>`,
    sections.length ? `<h2>${t.postsHeading}</h2>${sections.map(sectionHtml(3)).join('')}` : '',
    others.map(sectionHtml(2)).join(''),
    newcomers ? `<p>${escapeHtml(newcomers)}</p>` : '',
    `<p><a href="${escapeHtml(links.origin)}/">${t.openApp}</a></p>`,
  ].join('');
  const html = mailDocument(subject, body, {
    note: footer,
    unsubscribeUrl: links.unsubscribeUrl,
    settingsUrl,
  });

  const listText = (items: Item[]) =>
    items.map((item) => `- ${item.text}${item.detail ? ` (${item.detail})` : ''}\n  ${item.url}`).join('\n');
  const text = [
    `${t.digestTitle}: ${content.areaName}`,
    t.digestIntro(content.areaName, content.weekly),
    ...(sections.length
      ? [`== ${t.postsHeading} ==`, ...sections.map((s) => `-- ${s.heading} --\n${listText(s.items)}`)]
      : []),
    ...others.map((s) => `== ${s.heading} ==\n${listText(s.items)}`),
    ...(newcomers ? [newcomers] : []),
    `${t.openApp}: ${links.origin}/`,
    '',
    footer,
    `${t.unsubscribeLink}: ${links.unsubscribeUrl}`,
    `${t.settingsLink}: ${settingsUrl}`,
  ].join('\n\n');
  return { subject, html, text };
}

const style = `body{font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:36rem;margin:0 auto;padding:1rem;color:#1f2328;background:#fff}
h1{font-size:1.375rem;line-height:1.25}h2{font-size:1.125rem;margin-top:1.5rem}h3{font-size:1rem;margin:1rem 0 .25rem}
ul{padding-left:1.25rem}li{margin:.5rem 0}a{color:#1d4fd8}.meta{color:#59636e;font-size:.875rem}
footer{border-top:1px solid #d0d7de;margin-top:2rem;padding-top:1rem;font-size:.875rem;color:#59636e}`;

/** A mail's HTML document: Portuguese, readable on a phone, with the footer every chosen mail carries. */
export function mailDocument(
  title: string,
  body: string,
  footer: { note: string; unsubscribeUrl: string; settingsUrl: string },
): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main><footer><p>${escapeHtml(footer.note)}</p><p><a href="${escapeHtml(footer.unsubscribeUrl)}">${t.unsubscribeLink}</a> · <a href="${escapeHtml(footer.settingsUrl)}">${t.settingsLink}</a></p></footer></body></html>`;
}
