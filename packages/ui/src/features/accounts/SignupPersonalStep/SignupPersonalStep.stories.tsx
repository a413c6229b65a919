import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsDomainTexts, EMPTY_SIGNUP_FORM } from '@vizinhos/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorStory, phoneViewport } from '../accountsStories.tsx';
import {
  SignupPersonalStep,
  type SignupPersonalStepProps,
  type SignupPersonalValues,
} from './SignupPersonalStep.tsx';

const empty: SignupPersonalValues = { ...EMPTY_SIGNUP_FORM, orgCode: '' };
const filled: SignupPersonalValues = {
  firstName: 'Maria',
  lastName: 'Souza',
  username: 'maria.souza',
  email: 'maria@exemplo.com.br',
  password: 'segredo1',
  passwordConfirm: 'segredo1',
  orgCode: '',
};

// The step is controlled; the stories keep the values the way the app's atom does.
function Controlled(props: SignupPersonalStepProps) {
  const [values, setValues] = useState(props.values);
  return (
    <SignupPersonalStep
      {...props}
      values={values}
      onChange={(change) => {
        props.onChange(change);
        setValues((current) => ({ ...current, [change.field]: change.value }));
      }}
    />
  );
}

const meta = {
  id: 'accounts-signuppersonalstep',
  title: 'Contas/SignupPersonalStep',
  component: SignupPersonalStep,
  args: { values: empty, onChange: fn(), onCreate: fn(), onBack: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SignupPersonalStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 3: typing reaches the caller field by field; Criar conta submits. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nome'), 'Ana');
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'firstName', value: 'Ana' });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(args.onCreate).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The invite code from the address, read-only (spec: Validation rules). */
export const WithInviteCode: Story = {
  args: { values: filled, inviteCode: 'CONVITE-123' },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByLabelText('Código de convite');
    await expect(code).toHaveValue('CONVITE-123');
    await expect(code).toHaveAttribute('readonly');
  },
};

/** Creating the account. */
export const Loading: Story = { args: { values: filled, isLoading: true } };

const errorStoryFilled = (error: string): Story => errorStory(error, { values: filled });

/** spec: Validation rules. */
export const PasswordsMismatch: Story = errorStoryFilled(accountsDomainTexts.passwordsMismatch);
/** spec: Validation rules. */
export const RequiredFields: Story = errorStoryFilled(accountsDomainTexts.requiredFields);
/** spec: Error catalogue: 404. */
export const InvalidInviteCode: Story = errorStoryFilled(accountsDomainTexts.invalidInviteCode);
/** spec: Error catalogue: no server text. */
export const SignupFailed: Story = errorStoryFilled(accountsDomainTexts.signupFailed);

/** A phone: the pairs stack. */
export const SmallScreen: Story = {
  tags: ['visual'],
  globals: phoneViewport,
  args: { values: filled },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { values: filled, errorText: accountsDomainTexts.passwordsMismatch },
};

/** Errors at their field (the server's "username taken" too): marked, described, focus on the first. */
export const FieldErrors: Story = {
  tags: ['visual'],
  args: {
    values: { ...filled, passwordConfirm: 'outra' },
    errorText: accountsDomainTexts.passwordsMismatch,
    fieldErrors: {
      username: accountsDomainTexts.usernameTaken,
      passwordConfirm: accountsDomainTexts.passwordsDiffer,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('Nome de usuário');
    await expect(username).toHaveFocus();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(accountsDomainTexts.usernameTaken);
    await expect(canvas.getByLabelText('Confirmar senha')).toHaveAccessibleDescription(
      accountsDomainTexts.passwordsDiffer,
    );
    await expect(canvas.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
  },
};
