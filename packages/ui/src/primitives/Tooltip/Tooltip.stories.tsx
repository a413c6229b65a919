import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip } from './Tooltip.tsx';

function Example() {
  return (
    <Tooltip.Provider delayDuration={0}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <IconButton icon="flag" aria-label="Reportar" />
        </Tooltip.Trigger>
        <Tooltip.Content>Reportar postagem</Tooltip.Content>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

const meta = { id: 'primitives-tooltip', title: 'Primitivos/Tooltip', component: Example } satisfies Meta<
  typeof Example
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows on keyboard focus as well as hover. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Reportar' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Reportar postagem');
  },
};
