export type { AreaSearchProps } from './AreaSearch/AreaSearch.tsx';
export { AreaSearch } from './AreaSearch/AreaSearch.tsx';
export type { AuthFrameProps } from './AuthFrame/AuthFrame.tsx';
export { AuthFrame } from './AuthFrame/AuthFrame.tsx';
export { accountsTexts } from './accounts.texts.ts';
export type { ForgotPasswordFormProps } from './ForgotPasswordForm/ForgotPasswordForm.tsx';
export { ForgotPasswordForm } from './ForgotPasswordForm/ForgotPasswordForm.tsx';
export type { LoginFormProps } from './LoginForm/LoginForm.tsx';
export { LoginForm } from './LoginForm/LoginForm.tsx';
export type { MailLinkNoticeProps, MailLinkProblem } from './MailLinkNotice/MailLinkNotice.tsx';
export { MailLinkNotice } from './MailLinkNotice/MailLinkNotice.tsx';
export type { ResetPasswordFormProps } from './ResetPasswordForm/ResetPasswordForm.tsx';
export { ResetPasswordForm } from './ResetPasswordForm/ResetPasswordForm.tsx';
export type { SignupAreaSearchStepProps } from './SignupAreaSearchStep/SignupAreaSearchStep.tsx';
export { SignupAreaSearchStep } from './SignupAreaSearchStep/SignupAreaSearchStep.tsx';
export type { SignupAreaStepProps } from './SignupAreaStep/SignupAreaStep.tsx';
export { SignupAreaStep } from './SignupAreaStep/SignupAreaStep.tsx';
export type { SignupLocationStepProps } from './SignupLocationStep/SignupLocationStep.tsx';
export { SignupLocationStep } from './SignupLocationStep/SignupLocationStep.tsx';
export type {
  SignupPersonalStepProps,
  SignupPersonalValues,
} from './SignupPersonalStep/SignupPersonalStep.tsx';
export { SignupPersonalStep } from './SignupPersonalStep/SignupPersonalStep.tsx';
export type { SignupSuccessStepProps } from './SignupSuccessStep/SignupSuccessStep.tsx';
export { SignupSuccessStep } from './SignupSuccessStep/SignupSuccessStep.tsx';
export type { SignupStepNumber, SignupWizardProps } from './SignupWizard/SignupWizard.tsx';
export { SignupWizard } from './SignupWizard/SignupWizard.tsx';
export type { SignupArea } from './signupArea.ts';
