import { type ComponentPropsWithRef, type ReactNode, Suspense } from 'react';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Logo } from '../../../primitives/Logo/Logo.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import { lazyView, useOpenOnIntent } from '../../../utils/lazyView.tsx';
import { ConnectionBadge, type ConnectionStatus } from '../ConnectionBadge/ConnectionBadge.tsx';
import { shellTexts } from '../shell.texts.ts';
import { avatarButton, count, counted, logo, root, spacer, who, whoArea, whoName } from './AppHeader.css.ts';

// The account menu with Radix's menu and popper: a chunk of its own, fetched when the pointer or
// focus comes to the avatar, opened by its first press (only what the view uses).
const AccountMenu = lazyView(() => import('./AccountMenu.tsx').then((module) => module.AccountMenu));

/** Props of AppHeader. */
export type AppHeaderProps = ComponentPropsWithRef<'header'> & {
  username: string;
  areaName: string | undefined;
  avatarUrl?: string | undefined;
  connectionStatus: ConnectionStatus;
  /** Unread conversations, shown on the conversations button and menu item (hidden at 0). */
  unreadConversations: number;
  /** The search field (the HeaderSearch, wired by the app), after the connection badge. */
  search?: ReactNode;
  /** The notifications bell (the NotificationDropdown, wired by the app). */
  notifications?: ReactNode;
  /** Back to the timeline, closing messaging and profile (spec: Screens and routes). */
  onLogoClick: () => void;
  onOpenConversations: () => void;
  /** Configurações: its action is not shown by the spec (spec: Screens and routes). */
  onOpenSettings?: () => void;
  /** Moderação (spec 3): given only for the area's founder, admins and moderators. */
  onOpenModeration?: (() => void) | undefined;
  /** Items waiting in the review queue, on the Moderação entry (hidden at 0; spec 3: Header entry). */
  pendingReports?: number;
  /** Meu Perfil toggles the profile overlay. */
  onToggleProfile: () => void;
  onLogout: () => void;
};

/** The shell's header (spec: Screens and routes): logo, connection, bell, conversations, who is signed in, account menu. */
export function AppHeader({
  username,
  areaName,
  avatarUrl,
  connectionStatus,
  unreadConversations,
  search,
  notifications,
  onLogoClick,
  onOpenConversations,
  onOpenSettings,
  onOpenModeration,
  pendingReports = 0,
  onToggleProfile,
  onLogout,
  className,
  ...rest
}: AppHeaderProps) {
  const unread = unreadConversations > 0 ? shellTexts.unread(unreadConversations) : null;
  const [opening, intent] = useOpenOnIntent(AccountMenu);
  const avatarButtonOf = (props: ComponentPropsWithRef<'button'>) => (
    <button type="button" className={avatarButton} aria-label={shellTexts.accountMenu} {...props}>
      <Avatar username={username} src={avatarUrl} size="sm" />
    </button>
  );
  // Until the menu's chunk is there, the same button with the trigger's state (closed).
  const standIn = avatarButtonOf({ ...intent, 'aria-haspopup': 'menu', 'aria-expanded': false });
  return (
    <header {...rest} className={cx(root, className)}>
      <button type="button" className={logo} onClick={onLogoClick}>
        <Logo size="md" />
        <span>{shellTexts.appName}</span>
        <VisuallyHidden>{shellTexts.logoHint}</VisuallyHidden>
      </button>
      <ConnectionBadge status={connectionStatus} />
      {search}
      <span className={spacer} />
      {notifications}
      <span className={counted}>
        <IconButton
          icon="message"
          aria-label={unread ? `${shellTexts.conversations}, ${unread}` : shellTexts.conversations}
          onClick={onOpenConversations}
        />
        {unread ? (
          <Badge tone="danger" emphasis="solid" className={count} aria-hidden="true">
            {unreadConversations}
          </Badge>
        ) : null}
      </span>
      <span className={who}>
        <span className={whoName}>{username}</span>
        {areaName ? <span className={whoArea}>{areaName}</span> : null}
      </span>
      {opening ? (
        <Suspense fallback={standIn}>
          <AccountMenu
            trigger={avatarButtonOf({})}
            opening={opening}
            username={username}
            unreadConversations={unreadConversations}
            onOpenConversations={onOpenConversations}
            onOpenSettings={onOpenSettings}
            onOpenModeration={onOpenModeration}
            pendingReports={pendingReports}
            onToggleProfile={onToggleProfile}
            onLogout={onLogout}
          />
        </Suspense>
      ) : (
        standIn
      )}
    </header>
  );
}
