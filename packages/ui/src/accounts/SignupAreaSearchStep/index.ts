export type { SignupAreaSearchStepProps } from './SignupAreaSearchStep.tsx';
export { SignupAreaSearchStep } from './SignupAreaSearchStep.tsx';
