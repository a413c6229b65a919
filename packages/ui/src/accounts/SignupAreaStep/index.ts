export type { SignupAreaStepProps } from './SignupAreaStep.tsx';
export { SignupAreaStep } from './SignupAreaStep.tsx';
