import type { CategoryKey } from '@vizinhos/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { formatPlace } from '../../../utils/formatPlace.ts';
import { isPlainLeftClick } from '../../../utils/isPlainLeftClick.ts';
import { shellTexts } from '../shell.texts.ts';
import {
  areaCard,
  areaName as areaNameClass,
  areaPlace,
  groupTitle,
  item,
  itemDetail,
  list,
  root,
} from './Sidebar.css.ts';

/** One entry of the sidebar: where it goes and what it says. */
export type SidebarLink = { href: string; label: string };

/** Props of Sidebar: addresses, not callbacks, so each entry is a real link. */
export type SidebarProps = ComponentPropsWithRef<'nav'> & {
  /** Address of Página Inicial (and of Vizinhança). */
  home: string;
  map: string;
  /** Address of Busca, listed after Mapa when given (on phones, the drawer's way to it). */
  search?: string | undefined;
  members: string;
  /** Address of Serviços (under Diretórios). */
  services: string;
  /** The categories in the spec's order, labels from the caller. */
  categories: ReadonlyArray<SidebarLink & { key: CategoryKey }>;
  /** The entry whose href equals it is marked current. */
  currentHref: string | undefined;
  areaName: string | undefined;
  cityName: string | undefined;
  stateName: string | undefined;
  /** A plain left click (no modifier key, not already handled): the app navigates in place. */
  onNavigate: (input: { href: string }) => void;
};

function Entry({
  href,
  currentHref,
  onNavigate,
  children,
}: {
  href: string;
  /** Undefined for an entry never marked current (Vizinhança shares the home address). */
  currentHref: string | undefined;
  onNavigate: (input: { href: string }) => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Stack gap="xxs" align="start" asChild>
        <a
          href={href}
          className={item}
          aria-current={currentHref !== undefined && currentHref === href ? 'page' : undefined}
          onClick={(event) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            onNavigate({ href });
          }}
        >
          {children}
        </a>
      </Stack>
    </li>
  );
}

/** The timeline's sidebar (spec: Screens and routes): home, neighbourhood and map; categories; directories; area card. */
export function Sidebar({
  home,
  map,
  search,
  members,
  services,
  categories,
  currentHref,
  areaName,
  cityName,
  stateName,
  onNavigate,
  className,
  ...rest
}: SidebarProps) {
  const id = useId();
  const link = { currentHref, onNavigate };
  const place = formatPlace(cityName, stateName);
  return (
    <Stack gap="lg" asChild>
      <nav aria-label={shellTexts.navigation} {...rest} className={cx(root, className)}>
        <Stack gap="xxs">
          <Stack gap="xxs" asChild>
            <ul className={list}>
              <Entry href={home} {...link}>
                {shellTexts.home}
              </Entry>
              <Entry href={home} currentHref={undefined} onNavigate={onNavigate}>
                {shellTexts.neighbourhood}
                {areaName ? <span className={itemDetail}>{areaName}</span> : null}
              </Entry>
              <Entry href={map} {...link}>
                {shellTexts.map}
              </Entry>
              {search ? (
                <Entry href={search} {...link}>
                  {shellTexts.search}
                </Entry>
              ) : null}
            </ul>
          </Stack>
        </Stack>
        <Stack gap="xxs">
          <h2 className={groupTitle} id={`${id}-categories`}>
            {shellTexts.categories}
          </h2>
          <Stack gap="xxs" asChild>
            <ul className={list} aria-labelledby={`${id}-categories`}>
              {categories.map((category) => (
                <Entry key={category.key} href={category.href} {...link}>
                  {category.label}
                </Entry>
              ))}
            </ul>
          </Stack>
        </Stack>
        <Stack gap="xxs">
          <h2 className={groupTitle} id={`${id}-directories`}>
            {shellTexts.directories}
          </h2>
          <Stack gap="xxs" asChild>
            <ul className={list} aria-labelledby={`${id}-directories`}>
              <Entry href={members} {...link}>
                {shellTexts.members}
              </Entry>
              <Entry href={services} {...link}>
                {shellTexts.services}
              </Entry>
            </ul>
          </Stack>
        </Stack>
        {areaName ? (
          <Stack gap="xxs" asChild>
            <section className={areaCard} aria-label={shellTexts.areaCard}>
              <p className={areaNameClass}>{areaName}</p>
              {place ? <p className={areaPlace}>{place}</p> : null}
            </section>
          </Stack>
        ) : null}
      </nav>
    </Stack>
  );
}
