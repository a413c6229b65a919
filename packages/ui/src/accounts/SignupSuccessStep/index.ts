export type { SignupSuccessStepProps } from './SignupSuccessStep.tsx';
export { SignupSuccessStep } from './SignupSuccessStep.tsx';
