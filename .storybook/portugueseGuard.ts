import type { Preview } from '@storybook/react-vite';
import { collectUiTexts } from '../scripts/collectUiTexts.ts';
import { findEnglish } from '../scripts/englishWords.ts';

type AfterEach = Extract<Preview['afterEach'], (...args: never[]) => unknown>;

// A story that shows an English UI word fails its test (spec: the app is in Brazilian Portuguese):
// its visible text, aria-label, title and placeholder, after it rendered and played, portals
// included. Only in the story tests (Vitest's browser), so the Storybook UI is never interrupted.

/** Fails the story's test if the document it left shows an English UI word (scripts/englishWords.ts). */
export const failOnEnglish: AfterEach = async () => {
  if (!(globalThis as { __vitest_browser__?: unknown }).__vitest_browser__) return;
  // The texts of the story, not those of the test page: its title is Vitest's.
  const texts = collectUiTexts().filter(({ where }) => where !== 'document.title');
  const english = findEnglish(texts);
  if (english.length > 0) throw new Error(`English UI text in this story:\n${english.join('\n')}`);
};
