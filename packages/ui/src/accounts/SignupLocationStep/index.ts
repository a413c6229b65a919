export type { SignupLocationStepProps } from './SignupLocationStep.tsx';
export { SignupLocationStep } from './SignupLocationStep.tsx';
