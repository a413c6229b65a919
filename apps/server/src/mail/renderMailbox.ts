import { escapeHtml } from './escapeHtml.ts';
import { mailboxTexts as t } from './mailbox.texts.ts';
import type { StoredMail } from './mailbox.ts';

// Only http(s) links become anchors: a mail's text is ours, but a link is never trusted blindly.
const linkPattern = /https?:\/\/[^\s<>"']+/g;

/** The mail's text as HTML, every web address in it a clickable link. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

const when = (date: Date) =>
  date.toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' });

const style = `body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#1f2328;background:#fff}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 .25rem}article{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}
p{margin:.25rem 0}.meta{color:#59636e;font-size:.875rem}a{color:#0550ae}a:focus-visible{outline:2px solid #0550ae;outline-offset:2px}
@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}article{border-color:#3d444d}.meta{color:#9198a1}a{color:#4493f8}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

function article(mail: StoredMail, base: string, headingLevel: 1 | 2): string {
  const heading = `<h${headingLevel}><a href="${base}/${mail.id}">${escapeHtml(mail.subject)}</a></h${headingLevel}>`;
  return `<article aria-label="${escapeHtml(mail.subject)}">${heading}<p class="meta">${t.to}: ${escapeHtml(mail.to)} · ${t.sentAt} ${escapeHtml(when(mail.sentAt))}</p><p>${linkify(mail.text)}</p><p><a href="${escapeHtml(mail.link)}">${t.openLink}</a></p>${mail.html ? `<p><a href="${base}/${mail.id}/html">${t.openHtml}</a></p>` : ''}</article>`;
}

/** The mailbox page: every kept mail, the newest first, its links clickable. */
export function renderMailbox(mails: readonly StoredMail[], base: string): string {
  const newestFirst = [...mails].reverse();
  const list = newestFirst.length
    ? `<p class="meta">${t.count(newestFirst.length)}</p>${newestFirst.map((mail) => article(mail, base, 2)).join('')}`
    : `<p>${t.empty}</p>`;
  return page(t.title, `<h1>${t.title}</h1><p>${t.intro}</p>${list}`);
}

/** One mail's page, with the way back to the list. */
export function renderMail(mail: StoredMail, base: string): string {
  return page(
    `${mail.subject} · ${t.title}`,
    `<p><a href="${base}">${t.back}</a></p>${article(mail, base, 1)}`,
  );
}

/** The page of a mail the mailbox no longer (or never) kept. */
export function renderMissingMail(base: string): string {
  return page(t.title, `<h1>${t.notFound}</h1><p><a href="${base}">${t.back}</a></p>`);
}
