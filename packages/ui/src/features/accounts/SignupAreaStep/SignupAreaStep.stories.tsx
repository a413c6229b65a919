import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountsTexts } from '../accounts.texts.ts';
import { newArea, vilaMariana } from '../signupFixtures.ts';
import { SignupAreaStep } from './SignupAreaStep.tsx';

const meta = {
  id: 'accounts-signupareastep',
  title: 'Contas/SignupAreaStep',
  component: SignupAreaStep,
  args: { area: vilaMariana, onContinue: fn() },
} satisfies Meta<typeof SignupAreaStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An existing area with its members; Continuar moves on. */
export const Existing: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/17 membros/)).toBeVisible();
    await expect(canvas.queryByText(accountsTexts.signup.founder)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** A new area: "Você será o fundador" (spec: Roles and permissions). */
export const NewArea: Story = {
  tags: ['visual'],
  args: { area: newArea },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(accountsTexts.signup.founder)).toBeVisible();
  },
};

/** With a way back, where the app offers one. */
export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { area: newArea } };
