import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchTexts } from '../search.texts.ts';
import { HeaderSearch } from './HeaderSearch.tsx';

const meta = {
  id: 'search-headersearch',
  title: 'Busca/HeaderSearch',
  component: HeaderSearch,
  args: { onSearch: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends the text as typed; a blank field sends nothing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: searchTexts.field });
    await expect(field).toHaveAttribute('aria-keyshortcuts', '/');
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'seguranca{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'seguranca' });
  },
};
