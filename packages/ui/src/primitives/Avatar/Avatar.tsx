import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Avatar as RadixAvatar } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { fallback, fromVar, image, root, toVar } from './Avatar.css.ts';
import { avatarInitial, pickAvatarPalette } from './pickAvatarPalette.ts';

/** Props of Avatar. */
export type AvatarProps = Omit<ComponentPropsWithRef<typeof RadixAvatar.Root>, 'children'> & {
  /** Username: picks the palette (spec: Business constants and limits) and gives the initial. */
  username: string;
  /** Name shown for the initial when it differs from the username (a full name). */
  displayName?: string;
  /** Picture URL; the coloured initial shows while it loads or when it fails. */
  src?: string | undefined | null;
  size?: 'sm' | 'md' | 'lg';
  /** Name the avatar for assistive technology; leave empty when the name is written beside it. */
  label?: string;
};

/** A member's picture, or the initial on the username's gradient (spec: Screens and routes, Business constants and limits). */
export function Avatar({ username, displayName, src, size = 'md', label, className, ...rest }: AvatarProps) {
  const [from, to] = pickAvatarPalette(username);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <RadixAvatar.Root data-size={size} {...a11y} {...rest} className={cx(root, className)}>
      {src ? <RadixAvatar.Image src={src} alt="" className={image} /> : null}
      {/* Without a picture the initial renders at once, also in the server's painted page: Radix
          renders a fallback with any delay (even 0) only after mounting. */}
      <RadixAvatar.Fallback
        delayMs={src ? 300 : undefined}
        className={fallback}
        style={assignInlineVars({ [fromVar]: from, [toVar]: to })}
      >
        {avatarInitial(displayName ?? username)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
