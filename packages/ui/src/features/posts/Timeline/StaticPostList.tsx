import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx.ts';
import { PostCard, type PostCardProps } from '../PostCard/PostCard.tsx';
import { staticItem } from './StaticPostList.css.ts';
import { item, list } from './Timeline.css.ts';

/** Props of StaticPostList. */
export type StaticPostListProps = Omit<ComponentPropsWithRef<'ol'>, 'children'> & {
  posts: ReadonlyArray<PostCardProps>;
  hasMore: boolean;
};

/**
 * The timeline's cards without virtualisation, every one in the flow: what the server paints before
 * the app runs (it has no window to measure), in the virtual list's markup and places.
 */
export function StaticPostList({ posts, hasMore, className, ...rest }: StaticPostListProps) {
  const setSize = hasMore ? -1 : posts.length;
  return (
    <ol {...rest} className={cx(list, className)}>
      {posts.map((props, index) => (
        <li
          key={props.post.id}
          data-index={index}
          aria-posinset={index + 1}
          aria-setsize={setSize}
          className={cx(item, staticItem)}
        >
          <PostCard titleAs="h2" tabIndex={-1} {...props} />
        </li>
      ))}
    </ol>
  );
}
