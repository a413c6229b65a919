import { CATEGORY_KEYS, type CategoryKey, categoryDisplayName, shellTexts } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.ts';
import { formatPlace } from '../formatPlace.ts';
import { shellLabels } from '../shellLabels.ts';
import {
  areaCard,
  areaName as areaNameClass,
  areaPlace,
  group,
  groupTitle,
  item,
  itemDetail,
  list,
  root,
} from './Sidebar.css.ts';

/** What the sidebar highlights: the shell's view and category filter (doc 1 §4 layout view). */
export type SidebarSelection = { view: 'timeline' | 'map' | 'members'; category: string | undefined };

/** Props of Sidebar. */
export type SidebarProps = ComponentPropsWithRef<'nav'> & {
  selection: SidebarSelection;
  areaName: string | undefined;
  cityName: string | undefined;
  stateName: string | undefined;
  /** Página Inicial: clears the category filter. */
  onHome: () => void;
  onMap: () => void;
  /** A category: sets the filter and returns to the timeline (the key as the server spells it). */
  onCategory: (input: { category: CategoryKey }) => void;
  onMembers: () => void;
  /** Serviços: its action is not shown by the spec (doc 1 §2). */
  onServices?: () => void;
};

function Item({
  isCurrent,
  onClick,
  children,
}: {
  isCurrent: boolean;
  onClick: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className={item} aria-current={isCurrent ? 'page' : undefined} onClick={onClick}>
        {children}
      </button>
    </li>
  );
}

/** The timeline's sidebar (doc 1 §2): home, neighbourhood and map; categories; directories; area card. */
export function Sidebar({
  selection,
  areaName,
  cityName,
  stateName,
  onHome,
  onMap,
  onCategory,
  onMembers,
  onServices,
  className,
  ...rest
}: SidebarProps) {
  const id = useId();
  const onTimeline = selection.view === 'timeline';
  const place = formatPlace(cityName, stateName);
  return (
    <nav aria-label={shellLabels.navigation} {...rest} className={cx(root, className)}>
      <div className={group}>
        <ul className={list}>
          <Item isCurrent={onTimeline && selection.category === undefined} onClick={onHome}>
            {shellTexts.home}
          </Item>
          <Item isCurrent={false} onClick={onHome}>
            {shellTexts.neighbourhood}
            {areaName ? <span className={itemDetail}>{areaName}</span> : null}
          </Item>
          <Item isCurrent={selection.view === 'map'} onClick={onMap}>
            {shellTexts.map}
          </Item>
        </ul>
      </div>
      <div className={group}>
        <h2 className={groupTitle} id={`${id}-categories`}>
          {shellTexts.categories}
        </h2>
        <ul className={list} aria-labelledby={`${id}-categories`}>
          {CATEGORY_KEYS.map((category) => (
            <Item
              key={category}
              isCurrent={onTimeline && selection.category === category}
              onClick={() => onCategory({ category })}
            >
              {categoryDisplayName(category)}
            </Item>
          ))}
        </ul>
      </div>
      <div className={group}>
        <h2 className={groupTitle} id={`${id}-directories`}>
          {shellTexts.directories}
        </h2>
        <ul className={list} aria-labelledby={`${id}-directories`}>
          <Item isCurrent={selection.view === 'members'} onClick={onMembers}>
            {shellTexts.members}
          </Item>
          <Item isCurrent={false} onClick={onServices}>
            {shellTexts.services}
          </Item>
        </ul>
      </div>
      {areaName ? (
        <section className={areaCard} aria-label={shellLabels.areaCard}>
          <p className={areaNameClass}>{areaName}</p>
          {place ? <p className={areaPlace}>{place}</p> : null}
        </section>
      ) : null}
    </nav>
  );
}
