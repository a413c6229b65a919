import type { ComponentPropsWithRef } from 'react';
import type { Tone } from '../../theme/contract.css.ts';
import { cx } from '../../utils/cx.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { body, root } from './Callout.css.ts';

/** Props of Callout. */
export type CalloutProps = ComponentPropsWithRef<'div'> & { tone?: Tone; icon?: IconName | null };

/** A notice inside the flow of the page (hidden post, an error). */
export function Callout({ tone = 'default', icon = 'alert', className, children, ...rest }: CalloutProps) {
  return (
    <div data-tone={tone} {...rest} className={cx(root, className)}>
      {icon ? <Icon name={icon} size={18} /> : null}
      <Stack align="start" className={body}>
        {children}
      </Stack>
    </div>
  );
}
