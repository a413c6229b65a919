export type { SignupPersonalStepProps, SignupPersonalValues } from './SignupPersonalStep.tsx';
export { SignupPersonalStep } from './SignupPersonalStep.tsx';
