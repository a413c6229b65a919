// The English-words check: residents and designers read Brazilian Portuguese everywhere (spec: the
// app is "in Brazilian Portuguese"), so a text a page or a story shows (visible text, aria-label,
// title, placeholder, the document title) must not hold an English UI word. The story tests
// (.storybook/portugueseGuard.ts) and the route walk (e2e/portuguese.spec.ts) both use this list.

/** One text a page shows, and where it was found (for the failure message). */
export type UiText = { where: string; text: string };

/**
 * English UI words, matched as whole words, case-insensitively. None is also a Portuguese word
 * ("for", "no", "a", "e", "menu", "link", "login", "online", "status" are, so they are not here).
 */
const words = [
  'the',
  'and',
  'of',
  'to',
  'is',
  'are',
  'with',
  'you',
  'your',
  'this',
  'here',
  'loading',
  'error',
  'errors',
  'failed',
  'fail',
  'save',
  'saved',
  'saving',
  'cancel',
  'close',
  'delete',
  'edit',
  'search',
  'notification',
  'notifications',
  'message',
  'messages',
  'post',
  'posts',
  'comment',
  'comments',
  'reply',
  'like',
  'liked',
  'disliked',
  'share',
  'send',
  'untitled',
  'point',
  'points',
  'valid',
  'invalid',
  'undo',
  'clear',
  'draw',
  'area',
  'boundary',
  'please',
  'network',
  'password',
  'passwords',
  'showing',
  'ago',
  'settings',
  'profile',
  'member',
  'members',
  'submit',
  'back',
  'next',
  'previous',
  'more',
  'new',
  'add',
  'remove',
  'update',
  'view',
  'home',
  'map',
  'user',
  'username',
  'account',
  'welcome',
  'upload',
  'image',
  'title',
  'description',
];
const englishWords = new Set(words);

/** English phrases whose words alone may be Portuguese ("no") or harmless ("found"). */
const englishPhrases: { name: string; pattern: RegExp }[] = [
  { name: 'not found', pattern: /\bnot found\b/i },
  { name: 'no … yet', pattern: /\bno\b(?:\s+[\p{L}']+){1,4}\s+yet\b/iu },
  { name: 'just now', pattern: /\bjust now\b/i },
  { name: 'try again', pattern: /\btry again\b/i },
  { name: 'sign in/up/out', pattern: /\bsign (?:in|up|out)\b/i },
  { name: 'log in/out', pattern: /\blog (?:in|out)\b/i },
];

/**
 * Proper names and code identifiers a Portuguese text may carry, and the spec's own Portuguese texts
 * that keep the loanword "post" (the map's "N posts com localização" and "Posts com Localização",
 * docs/STYLE.md, glossary); never reported.
 */
const allowedNames = [
  'Vizinhos',
  'Leaflet',
  'OpenStreetMap',
  'Storybook',
  'email',
  'e-mail',
  'posts? com localização',
];
const allowed = new RegExp(`\\b(?:${allowedNames.join('|')})\\b`, 'giu');

/** The English words and phrases of one text (lower case), in order of appearance. */
export function englishIn(text: string): string[] {
  // An address is the resident's data, not a UI word ("fundador.mwyfy4to@exemplo.com.br" holds "to").
  const plain = text.replace(allowed, ' ').replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  // Words are runs of letters (accents included: "área" is not "area").
  const found = (plain.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter((word) => englishWords.has(word));
  for (const { name, pattern } of englishPhrases) if (pattern.test(plain)) found.push(name);
  return [...new Set(found)];
}

/** One line per text that holds English: where, the text, and the English found in it. */
export function findEnglish(texts: UiText[]): string[] {
  const lines = new Set<string>();
  for (const { where, text } of texts) {
    const english = englishIn(text);
    if (english.length > 0) lines.add(`${where}: "${text.trim().slice(0, 120)}" (${english.join(', ')})`);
  }
  return [...lines];
}
