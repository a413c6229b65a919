import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsDomainTexts } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorStory } from '../accountsStories.tsx';
import { pinheiros, vilaMariana } from '../signupFixtures.ts';
import { SignupAreaSearchStep } from './SignupAreaSearchStep.tsx';

const meta = {
  id: 'accounts-signupareasearchstep',
  title: 'Contas/SignupAreaSearchStep',
  component: SignupAreaSearchStep,
  args: {
    query: 'Vila',
    areas: [vilaMariana, pinheiros],
    onQueryChange: fn(),
    onChoose: fn(),
    onFinish: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof SignupAreaSearchStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 5: choose, then finish. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Pinheiros/ }));
    await expect(args.onChoose).toHaveBeenCalledWith({ area: pinheiros });
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    await expect(args.onFinish).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** An area is chosen. */
export const Chosen: Story = { args: { selectedId: 'area-1' } };

/** spec: Validation rules: an area must be chosen. */
export const NoAreaChosen: Story = errorStory(accountsDomainTexts.chooseArea);

/** Sending again. */
export const Loading: Story = { args: { selectedId: 'area-1', isLoading: true } };

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { selectedId: 'area-2' } };
