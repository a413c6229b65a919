import { cx } from '../../utils/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { root } from './IconButton.css.ts';

/** Props of IconButton: an icon and a required accessible name (an icon alone says nothing). */
export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label'> & {
  icon: IconName;
  'aria-label': string;
};

/** A square button showing only an icon; its `aria-label` is its name. */
export function IconButton({
  icon,
  size = 'md',
  emphasis = 'ghost',
  tone = 'default',
  className,
  isLoading,
  ...rest
}: IconButtonProps) {
  const iconSize = size === 'lg' ? 20 : size === 'sm' ? 14 : 16;
  return (
    <Button
      size={size}
      emphasis={emphasis}
      tone={tone}
      data-size={size}
      isLoading={isLoading}
      {...rest}
      className={cx(root, className)}
    >
      {isLoading ? null : <Icon name={icon} size={iconSize} />}
    </Button>
  );
}
