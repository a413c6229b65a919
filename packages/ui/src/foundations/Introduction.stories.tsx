import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IntroductionPage } from './IntroductionPage.tsx';

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
