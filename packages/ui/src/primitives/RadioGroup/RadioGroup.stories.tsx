import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

function Example({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <RadioGroup.Root aria-label="Melhor dia para a reunião" onValueChange={onValueChange}>
      <RadioGroup.Item value="sabado">Sábado de manhã</RadioGroup.Item>
      <RadioGroup.Item value="domingo">Domingo à tarde</RadioGroup.Item>
    </RadioGroup.Root>
  );
}

const meta = {
  id: 'primitives-radiogroup',
  title: 'Primitivos/RadioGroup',
  component: Example,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label or the radio chooses; one choice at a time. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Sábado de manhã'));
    const first = canvas.getByRole('radio', { name: 'Sábado de manhã' });
    await expect(first).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Domingo à tarde' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('domingo'));
    await expect(first).not.toBeChecked();
  },
};
