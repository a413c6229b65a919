// The public face of @vizinhos/ui: every export is named (no `export *`).
// The global reset and the self-hosted font come with the package, once, wherever it is used.
import './theme/global.css.ts';

// ── primitives ──
export type { ConfirmDialogProps } from './AlertDialog/AlertDialog.tsx';
export { AlertDialog, ConfirmDialog } from './AlertDialog/AlertDialog.tsx';
export type { AvatarProps } from './Avatar/Avatar.tsx';
export { Avatar } from './Avatar/Avatar.tsx';
// ── shell and accounts (issue 7) ──
export type { AreaSearchProps } from './accounts/AreaSearch/AreaSearch.tsx';
export { AreaSearch } from './accounts/AreaSearch/AreaSearch.tsx';
export type { AuthFrameProps } from './accounts/AuthFrame/AuthFrame.tsx';
export { AuthFrame } from './accounts/AuthFrame/AuthFrame.tsx';
export { accountsTexts } from './accounts/accountsTexts.ts';
export type { ForgotPasswordFormProps } from './accounts/ForgotPasswordForm/ForgotPasswordForm.tsx';
export { ForgotPasswordForm } from './accounts/ForgotPasswordForm/ForgotPasswordForm.tsx';
export type { LoginFormProps } from './accounts/LoginForm/LoginForm.tsx';
export { LoginForm } from './accounts/LoginForm/LoginForm.tsx';
export type { ResetPasswordFormProps } from './accounts/ResetPasswordForm/ResetPasswordForm.tsx';
export { ResetPasswordForm } from './accounts/ResetPasswordForm/ResetPasswordForm.tsx';
export type { SignupAreaSearchStepProps } from './accounts/SignupAreaSearchStep/SignupAreaSearchStep.tsx';
export { SignupAreaSearchStep } from './accounts/SignupAreaSearchStep/SignupAreaSearchStep.tsx';
export type { SignupAreaStepProps } from './accounts/SignupAreaStep/SignupAreaStep.tsx';
export { SignupAreaStep } from './accounts/SignupAreaStep/SignupAreaStep.tsx';
export type { SignupLocationStepProps } from './accounts/SignupLocationStep/SignupLocationStep.tsx';
export { SignupLocationStep } from './accounts/SignupLocationStep/SignupLocationStep.tsx';
export type {
  SignupPersonalStepProps,
  SignupPersonalValues,
} from './accounts/SignupPersonalStep/SignupPersonalStep.tsx';
export { SignupPersonalStep } from './accounts/SignupPersonalStep/SignupPersonalStep.tsx';
export type { SignupSuccessStepProps } from './accounts/SignupSuccessStep/SignupSuccessStep.tsx';
export { SignupSuccessStep } from './accounts/SignupSuccessStep/SignupSuccessStep.tsx';
export type { SignupStepNumber, SignupWizardProps } from './accounts/SignupWizard/SignupWizard.tsx';
export { SignupWizard } from './accounts/SignupWizard/SignupWizard.tsx';
export type { SignupArea } from './accounts/signupArea.ts';
export type { BadgeProps } from './Badge/Badge.tsx';
export { Badge } from './Badge/Badge.tsx';
export type { ButtonProps } from './Button/Button.tsx';
export { Button } from './Button/Button.tsx';
export type { CalloutProps } from './Callout/Callout.tsx';
export { Callout } from './Callout/Callout.tsx';
export type { CardProps } from './Card/Card.tsx';
export { Card } from './Card/Card.tsx';
// ── pieces ──
export type { CommentItemProps } from './CommentItem/CommentItem.tsx';
export { CommentItem } from './CommentItem/CommentItem.tsx';
export type { DialogContentProps } from './Dialog/Dialog.tsx';
export { Dialog } from './Dialog/Dialog.tsx';
export type { DrawAreaCanvasProps } from './DrawAreaCanvas/DrawAreaCanvas.tsx';
export { DrawAreaCanvas } from './DrawAreaCanvas/DrawAreaCanvas.tsx';
export { DropdownMenu } from './DropdownMenu/DropdownMenu.tsx';
export type { EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { EmptyState } from './EmptyState/EmptyState.tsx';
export type { IconName, IconProps } from './Icon/Icon.tsx';
export { Icon } from './Icon/Icon.tsx';
export type { IconButtonProps } from './IconButton/IconButton.tsx';
export { IconButton } from './IconButton/IconButton.tsx';
export type { MemberCardProps } from './MemberCard/MemberCard.tsx';
export { MemberCard } from './MemberCard/MemberCard.tsx';
export type { MemberCardSkeletonProps } from './MemberCard/MemberCardSkeleton.tsx';
export { MemberCardSkeleton } from './MemberCard/MemberCardSkeleton.tsx';
export type { NotificationDropdownProps } from './NotificationDropdown/NotificationDropdown.tsx';
export { NotificationDropdown } from './NotificationDropdown/NotificationDropdown.tsx';
export type { PollResultsProps } from './PollResults/PollResults.tsx';
export { PollResults } from './PollResults/PollResults.tsx';
export { Popover } from './Popover/Popover.tsx';
export type { PostCardProps } from './PostCard/PostCard.tsx';
export { PostCard } from './PostCard/PostCard.tsx';
export type { PostCardSkeletonProps } from './PostCard/PostCardSkeleton.tsx';
export { PostCardSkeleton } from './PostCard/PostCardSkeleton.tsx';
export type { RadioGroupItemProps } from './RadioGroup/RadioGroup.tsx';
export { RadioGroup } from './RadioGroup/RadioGroup.tsx';
export type { SelectRootProps } from './Select/Select.tsx';
export { Select } from './Select/Select.tsx';
export type { SkeletonProps } from './Skeleton/Skeleton.tsx';
export { Skeleton } from './Skeleton/Skeleton.tsx';
export type { SpinnerProps } from './Spinner/Spinner.tsx';
export { Spinner } from './Spinner/Spinner.tsx';
export type { AppHeaderProps } from './shell/AppHeader/AppHeader.tsx';
export { AppHeader } from './shell/AppHeader/AppHeader.tsx';
export type { AppShellProps } from './shell/AppShell/AppShell.tsx';
export { AppShell } from './shell/AppShell/AppShell.tsx';
export type { AuthCheckingProps } from './shell/AuthChecking/AuthChecking.tsx';
export { AuthChecking } from './shell/AuthChecking/AuthChecking.tsx';
export type { ConnectionBadgeProps, ConnectionStatus } from './shell/ConnectionBadge/ConnectionBadge.tsx';
export { ConnectionBadge } from './shell/ConnectionBadge/ConnectionBadge.tsx';
export type { SidebarProps, SidebarSelection } from './shell/Sidebar/Sidebar.tsx';
export { Sidebar } from './shell/Sidebar/Sidebar.tsx';
export type { TextAreaProps } from './TextArea/TextArea.tsx';
export { TextArea } from './TextArea/TextArea.tsx';
export type { TextFieldProps } from './TextField/TextField.tsx';
export { TextField } from './TextField/TextField.tsx';
export type { ToastProviderProps, ToastRootProps } from './Toast/Toast.tsx';
export { Toast } from './Toast/Toast.tsx';
export { Tooltip } from './Tooltip/Tooltip.tsx';
export { texts } from './texts/texts.ts';
// ── theme ──
export { mediumScreen, reducedMotion, smallScreen } from './theme/breakpoints.ts';
export type { Tone } from './theme/contract.css.ts';
export { toneNames, vars } from './theme/contract.css.ts';
export { darkThemeClass, lightThemeClass } from './theme/themes.css.ts';
export { toned, toneVars } from './theme/tone.css.ts';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden.tsx';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden.tsx';
