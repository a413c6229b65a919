import type { ReactElement } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { DropdownMenu } from '../../../primitives/DropdownMenu/DropdownMenu.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { useFocusFirstItemOnce } from '../../../utils/focusFirstItem.ts';
import type { Opening } from '../../../utils/lazyView.tsx';
import { shellTexts } from '../shell.texts.ts';
import { menuItemRow } from './AppHeader.css.ts';

/** Props of AccountMenu: the header's avatar button and what its menu offers (AppHeaderProps). */
export type AccountMenuProps = {
  /** The avatar button, the menu's trigger. */
  trigger: ReactElement;
  /** How the stand-in trigger was pressed: the menu mounts open, its first item focused after a key. */
  opening: Opening;
  username: string;
  unreadConversations: number;
  onOpenConversations: () => void;
  onOpenSettings?: (() => void) | undefined;
  onOpenModeration?: (() => void) | undefined;
  pendingReports: number;
  onToggleProfile: () => void;
  onLogout: () => void;
};

/**
 * The avatar's menu (Radix DropdownMenu, with its popper): a chunk of its own, loaded when the
 * pointer or focus comes to the avatar (AppHeader), so the first screen does not carry it.
 */
export function AccountMenu({
  trigger,
  opening,
  username,
  unreadConversations,
  onOpenConversations,
  onOpenSettings,
  onOpenModeration,
  pendingReports,
  onToggleProfile,
  onLogout,
}: AccountMenuProps) {
  const unread = unreadConversations > 0 ? shellTexts.unread(unreadConversations) : null;
  const focusFirstItem = useFocusFirstItemOnce(opening === 'keyboard');
  return (
    // Not modal: a modal menu hides the page with aria-hidden while it stays focusable (axe aria-hidden-focus).
    <DropdownMenu.Root modal={false} defaultOpen={opening !== undefined}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content onFocus={focusFirstItem}>
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
  );
}
