import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import {
  description as descriptionClass,
  icon as iconClass,
  root,
  title as titleClass,
} from './EmptyState.css.ts';

/** Props of EmptyState. */
export type EmptyStateProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  title: string;
  description?: string;
  icon?: IconName;
  /** A call to action, e.g. a "Limpar busca" button. */
  action?: ReactNode;
};

/** What a list shows when it has nothing. */
export function EmptyState({ title, description, icon, action, className, ...rest }: EmptyStateProps) {
  return (
    <Stack align="center" {...rest} className={cx(root, className)}>
      {icon ? <Icon name={icon} size={32} className={iconClass} /> : null}
      <p className={titleClass}>{title}</p>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {action}
    </Stack>
  );
}
