import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { DropdownMenu } from '../../../primitives/DropdownMenu/DropdownMenu.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Logo } from '../../../primitives/Logo/Logo.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import { ConnectionBadge, type ConnectionStatus } from '../ConnectionBadge/ConnectionBadge.tsx';
import { shellTexts } from '../shell.texts.ts';
import {
  avatarButton,
  count,
  counted,
  logo,
  menuItemRow,
  root,
  spacer,
  who,
  whoArea,
  whoName,
} from './AppHeader.css.ts';

/** Props of AppHeader. */
export type AppHeaderProps = ComponentPropsWithRef<'header'> & {
  username: string;
  areaName: string | undefined;
  avatarUrl?: string | undefined;
  connectionStatus: ConnectionStatus;
  /** Unread conversations, shown on the conversations button and menu item (hidden at 0). */
  unreadConversations: number;
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
  return (
    <header {...rest} className={cx(root, className)}>
      <button type="button" className={logo} onClick={onLogoClick}>
        <Logo size="md" />
        <span>{shellTexts.appName}</span>
        <VisuallyHidden>{shellTexts.logoHint}</VisuallyHidden>
      </button>
      <ConnectionBadge status={connectionStatus} />
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
      {/* Not modal: a modal menu hides the page with aria-hidden while it stays focusable (axe aria-hidden-focus). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button type="button" className={avatarButton} aria-label={shellTexts.accountMenu}>
            <Avatar username={username} src={avatarUrl} size="sm" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>
            {shellTexts.connectedAs} {username}
          </DropdownMenu.Label>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={onOpenConversations}>
            <span className={menuItemRow}>
              {shellTexts.conversations}
              {unread ? (
                <>
                  <Badge tone="danger" emphasis="solid" aria-hidden="true">
                    {unreadConversations}
                  </Badge>
                  <VisuallyHidden>{unread}</VisuallyHidden>
                </>
              ) : null}
            </span>
          </DropdownMenu.Item>
          {onOpenModeration ? (
            <DropdownMenu.Item onSelect={onOpenModeration}>
              <span className={menuItemRow}>
                {shellTexts.moderation}
                {pendingReports > 0 ? (
                  <>
                    <Badge tone="warning" emphasis="solid" aria-hidden="true">
                      {pendingReports}
                    </Badge>
                    <VisuallyHidden>{shellTexts.pendingReports(pendingReports)}</VisuallyHidden>
                  </>
                ) : null}
              </span>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item onSelect={onOpenSettings}>{shellTexts.settings}</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={onToggleProfile}>{shellTexts.myProfile}</DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={onLogout}>{shellTexts.logout}</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </header>
  );
}
