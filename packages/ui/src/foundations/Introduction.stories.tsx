import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IntroductionPage } from './IntroductionPage.tsx';
import { storySections, storySortOrder } from './storySections.ts';

// Every story file's source, read as text (never run): the sidebar check reads each file's meta.
const storySources = import.meta.glob<string>(
  ['../**/*.stories.tsx', '../../../../apps/web/src/**/*.stories.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

/** A story file's meta as the sidebar uses it: its title and its explicit id. */
function readMeta(source: string): { title: string | undefined; id: string | undefined } {
  const meta = source.slice(source.indexOf('const meta = {'));
  return {
    title: /\btitle: '([^']+)'/.exec(meta)?.[1],
    id: /\bid: '([^']+)'/.exec(meta)?.[1],
  };
}

const meta = {
  title: 'Introdução',
  // A plain id for the address and the screenshot's file name (the title has accents).
  id: 'introducao',
  component: IntroductionPage,
  // Storybook opens on the first entry: this story, not a docs page (preview.tsx sorts it first).
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IntroductionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What Vizinhos is, how the stories are organised, the theme and viewport switches, how to review a visual change. */
export const Welcome: Story = {
  name: 'Bem-vindo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Vizinhos/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Como revisar uma mudança visual' })).toBeVisible();
    await expect(canvas.getByText('pnpm test:visual -- --update')).toBeVisible();
  },
};

/**
 * The sidebar in Portuguese: every story file sits under one of the sections the Introdução page
 * lists (component names as in code after it), with an explicit id so renaming a section keeps the
 * story ids and their visual baselines; preview.tsx sorts by the same order.
 */
export const Sidebar: Story = {
  name: 'Barra lateral',
  // A check of the story files, on the same page as Bem-vindo: no screenshot of its own.
  tags: ['!visual'],
  play: async ({ canvasElement, parameters }) => {
    const files = Object.entries(storySources);
    await expect(files.length).toBeGreaterThan(80);
    const sectionTitles = storySections.map((section) => section.title);
    const used = new Set<string>();
    for (const [file, source] of files) {
      const { title, id } = readMeta(source);
      if (title === 'Introdução') continue;
      const section = title?.split('/')[0] ?? '';
      await expect({ file, title, isKnownSection: sectionTitles.includes(section) }).toEqual({
        file,
        title,
        isKnownSection: true,
      });
      await expect({ file, id, hasPlainId: /^[a-z0-9-]+$/.test(id ?? '') }).toEqual({
        file,
        id,
        hasPlainId: true,
      });
      used.add(section);
    }
    await expect([...used].sort()).toEqual([...sectionTitles].sort());
    const options = parameters.options as { storySort?: { order?: unknown } } | undefined;
    await expect(options?.storySort?.order).toEqual(storySortOrder);
    for (const title of sectionTitles)
      await expect(within(canvasElement).getByText(title, { selector: 'dt strong' })).toBeVisible();
  },
};
