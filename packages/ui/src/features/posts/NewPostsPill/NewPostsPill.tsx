import type { ComponentPropsWithRef } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { postsTexts } from '../posts.texts.ts';
import * as styles from './NewPostsPill.css.ts';

/** Props of NewPostsPill. */
export type NewPostsPillProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Posts that arrived and are not shown yet; 0 hides the pill. */
  count: number;
  /** Show them: the caller puts them on the timeline (the Timeline also scrolls to the top). */
  onShow: () => void;
};

/**
 * "N novidades": posts that arrived while the reader was away or reading further down, held back so
 * nothing moves under their eyes. The polite live region stays in the page, so each new count is read.
 */
export function NewPostsPill({ count, onShow, ...rest }: NewPostsPillProps) {
  return (
    <div role="status" {...rest}>
      {count > 0 ? (
        <Button size="sm" className={styles.pill} onClick={() => onShow()}>
          <Icon name="arrowUp" />
          {postsTexts.newPosts(count)}
        </Button>
      ) : null}
    </div>
  );
}
