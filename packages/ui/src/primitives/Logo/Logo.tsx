import type { SVGProps } from 'react';
import { cx } from '../../utils/cx.ts';
import { houses, root, tile } from './Logo.css.ts';
import { MARK_DOORS, MARK_HOUSES, MARK_TILE_RADIUS, MARK_VIEWBOX } from './markShape.ts';

/** Props of Logo: its size, and a label only where the mark stands alone (else it is decorative). */
export type LogoProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: 'sm' | 'md' | 'lg';
  /** The accessible name; without it the mark is decorative (the text beside it names the app). */
  label?: string;
};

/** Vizinhos's mark: two houses side by side on a tile of the primary tone (the favicon's drawing). */
export function Logo({ size = 'md', label, className, ...rest }: LogoProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={MARK_VIEWBOX}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
      className={cx(root({ size }), className)}
    >
      <rect className={tile} width="512" height="512" rx={MARK_TILE_RADIUS} />
      <path className={houses} d={MARK_HOUSES} />
      <path className={tile} d={MARK_DOORS} />
    </svg>
  );
}
