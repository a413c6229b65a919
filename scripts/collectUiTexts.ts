// What a resident reads or hears on the page as it is now: the document title, every visible text,
// and the texts assistive technology reads (aria-label, title, placeholder, alt, ...). Code samples
// (code, pre, kbd, samp) and what the page marks `translate="no"` (names, identifiers) are left out:
// they are not UI words. Self-contained (no imports, no outer names) so Playwright can run it in the
// page with `page.evaluate(collectUiTexts)`.
import type { UiText } from './englishWords.ts';

/** Every text of the document a resident may read or hear, with where it was found. */
export function collectUiTexts(): UiText[] {
  const codeSamples = 'code, pre, kbd, samp, [translate="no"]';
  const attributes = [
    'aria-label',
    'aria-description',
    'aria-roledescription',
    'aria-valuetext',
    'aria-placeholder',
    'title',
    'placeholder',
    'alt',
  ];
  const nameOf = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const role = element.getAttribute('role');
    return `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}>`;
  };
  const texts: UiText[] = [];
  if (document.title.trim()) texts.push({ where: 'document.title', text: document.title });

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!parent || !text || parent.closest(codeSamples)) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
    // An SVG <title> has no box of its own: it counts when its drawing is shown.
    const shown = parent.closest('svg') ?? parent;
    if (!shown.checkVisibility({ visibilityProperty: true })) continue;
    texts.push({ where: nameOf(parent), text });
  }

  const selector = attributes.map((name) => `[${name}]`).join(',');
  for (const element of document.body.querySelectorAll(selector)) {
    if (element.closest(codeSamples)) continue;
    for (const name of attributes) {
      const text = element.getAttribute(name)?.trim();
      if (text) texts.push({ where: `${nameOf(element)}[${name}]`, text });
    }
  }
  // The words on buttons drawn by <input type="submit|button|reset">.
  for (const input of document.body.querySelectorAll<HTMLInputElement>(
    'input[type=submit], input[type=button], input[type=reset]',
  ))
    if (input.value.trim()) texts.push({ where: `${nameOf(input)}[value]`, text: input.value });
  return texts;
}
