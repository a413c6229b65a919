export type { SignupStepNumber, SignupWizardProps } from './SignupWizard.tsx';
export { SignupWizard } from './SignupWizard.tsx';
