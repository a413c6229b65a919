import { Children, type ComponentPropsWithRef, isValidElement } from 'react';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { item, root } from './MemberGrid.css.ts';

/** Props of MemberGrid: the cards (MemberCard or MemberCardSkeleton), each with a `key`. */
export type MemberGridProps = ComponentPropsWithRef<'ul'>;

/** The members directory as a grid of cards, a list for assistive technology (spec: Screens and routes). */
export function MemberGrid({ children, className, ...rest }: MemberGridProps) {
  return (
    <ul {...rest} className={cx(root, className)}>
      {Children.map(children, (child) =>
        isValidElement(child) ? (
          <Stack key={child.key} gap="none" asChild>
            <li className={item}>{child}</li>
          </Stack>
        ) : null,
      )}
    </ul>
  );
}
