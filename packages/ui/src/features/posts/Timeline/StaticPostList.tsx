import { type ComponentPropsWithRef, memo } from 'react';
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
 * A card of the list: rendered again only when its own props change, not on each of the list's own
 * renders. The timeline adds the rest of its first page to this list a few cards per task, each
 * step a render of the list: without it every step drew every card already shown again (the
 * twentieth card's step drew twenty), the longest tasks of the signed-in start on a phone.
 */
const ListCard = memo(PostCard);

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
          <ListCard titleAs="h2" tabIndex={-1} {...props} />
        </li>
      ))}
    </ol>
  );
}
