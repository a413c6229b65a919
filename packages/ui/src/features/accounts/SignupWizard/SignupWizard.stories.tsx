import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inAuthFrame, phoneViewport } from '../accountsStories.tsx';
import { SignupAreaStep } from '../SignupAreaStep/SignupAreaStep.tsx';
import { SignupSuccessStep } from '../SignupSuccessStep/SignupSuccessStep.tsx';
import { newArea } from '../signupFixtures.ts';
import { type SignupStepNumber, SignupWizard } from './SignupWizard.tsx';

const meta = {
  id: 'accounts-signupwizard',
  title: 'Contas/SignupWizard',
  component: SignupWizard,
  ...inAuthFrame('Criar conta'),
  args: { step: 2, onBackToLogin: fn(), children: <SignupAreaStep area={newArea} onContinue={fn()} /> },
} satisfies Meta<typeof SignupWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the resident is, and the way back to login from any step (spec: States and transitions). */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Etapa 2 de 4: Área')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar ao login' }));
    await expect(args.onBackToLogin).toHaveBeenCalled();
  },
};

/** Step 5 shows as the 4th the resident meets. */
export const ManualArea: Story = {
  args: { step: 5, children: <p>Escolha da área</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Etapa 4 de 4: Escolher área')).toBeVisible();
  },
};

/** Step 4 has its own login button instead of the back link. */
export const Success: Story = {
  args: { step: 4, children: <SignupSuccessStep onLogin={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Voltar ao login' })).toBeNull();
  },
};

/** A phone. */
export const SmallScreen: Story = { globals: phoneViewport };

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Moving to another step puts focus on the step's label, so the keyboard continues from there. */
export const FocusFollowsStep: Story = {
  render: function Render(args) {
    const [step, setStep] = useState<SignupStepNumber>(1);
    return (
      <SignupWizard {...args} step={step}>
        <button type="button" onClick={() => setStep(2)}>
          Avançar
        </button>
      </SignupWizard>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Avançar' }));
    await expect(canvas.getByText('Etapa 2 de 4: Área')).toHaveFocus();
  },
};
