import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsDomainTexts } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthFrame } from '../AuthFrame/AuthFrame.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { phoneViewport } from '../accountsStories.tsx';
import { SignupWizard } from '../SignupWizard/SignupWizard.tsx';
import { pinheiros, vilaMariana } from '../signupFixtures.ts';
import { SignupLocationStep } from './SignupLocationStep.tsx';

const meta = {
  id: 'accounts-signuplocationstep',
  title: 'Contas/SignupLocationStep',
  component: SignupLocationStep,
  parameters: { layout: 'fullscreen' },
  args: { query: '', areas: null, onQueryChange: fn(), onChoose: fn(), onUseLocation: fn() },
  render: (args) => (
    <AuthFrame title={accountsTexts.signup.title}>
      <SignupWizard step={1} onBackToLogin={fn()}>
        <SignupLocationStep {...args} />
      </SignupWizard>
    </AuthFrame>
  ),
} satisfies Meta<typeof SignupLocationStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: use my location, or search. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Usar minha localização' }));
    await expect(args.onUseLocation).toHaveBeenCalled();
  },
};

/** Waiting for the browser and the server. */
export const Locating: Story = {
  args: { isLocating: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Buscando sua localização/ }),
    ).toBeDisabled();
  },
};

/** spec: Error catalogue: the city could not be determined. */
export const CityNotFound: Story = {
  args: { locationError: accountsDomainTexts.cityNotFound },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      accountsDomainTexts.cityNotFound,
    );
  },
};

/** spec: Error catalogue: the location details failed. */
export const LocationDetailsFailed: Story = {
  args: { locationError: accountsDomainTexts.locationDetailsFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      accountsDomainTexts.locationDetailsFailed,
    );
  },
};

/** spec: Error catalogue: the area lookup failed. */
export const AreaInfoFailed: Story = {
  args: { query: 'Vila', searchError: accountsDomainTexts.areaInfoFailed },
};

/** Manual search results. */
export const Results: Story = { tags: ['visual'], args: { query: 'Vila', areas: [vilaMariana, pinheiros] } };

/** A phone. */
export const SmallScreen: Story = {
  tags: ['visual'],
  globals: phoneViewport,
  args: { query: 'Vila', areas: [vilaMariana, pinheiros] },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { query: 'Vila', areas: [vilaMariana] } };

/** The browser refused the location: said in Portuguese, and focus moves to the search. */
export const LocationRefused: Story = {
  tags: ['visual'],
  args: { locationError: accountsDomainTexts.locationRefused },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(accountsDomainTexts.locationRefused);
    await expect(canvas.getByLabelText('Buscar área')).toHaveFocus();
  },
};

/** No geolocation in this browser. */
export const LocationUnavailable: Story = {
  args: { locationError: accountsDomainTexts.locationUnavailable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Buscar área')).toHaveFocus();
  },
};
