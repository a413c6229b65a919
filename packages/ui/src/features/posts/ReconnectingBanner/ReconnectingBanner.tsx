import type { ComponentPropsWithRef } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { cx } from '../../../utils/cx.ts';
import { postsTexts } from '../posts.texts.ts';
import * as styles from './ReconnectingBanner.css.ts';

/** Props of ReconnectingBanner. */
export type ReconnectingBannerProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The live connection is down: the banner shows. */
  isReconnecting: boolean;
};

/**
 * The timeline's banner while the live connection is down (spec: Timeline). The polite live region
 * stays in the page, empty while connected, so that the banner is announced when it appears.
 */
export function ReconnectingBanner({ isReconnecting, className, ...rest }: ReconnectingBannerProps) {
  return (
    <div role="status" {...rest} className={cx(styles.root, className)}>
      {isReconnecting ? (
        <Callout tone="warning" icon="alert">
          <span className={styles.title}>{commonTexts.reconnecting}</span>{' '}
          {postsTexts.reconnectingDescription}
        </Callout>
      ) : null}
    </div>
  );
}
