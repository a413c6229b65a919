import { CATEGORY_KEYS, categoryDisplayName, type User } from '@vizinhos/domain';
import { Sidebar } from '@vizinhos/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../paths.ts';

const categoryLinks = CATEGORY_KEYS.map((key) => ({
  key,
  href: paths.category(key),
  label: categoryDisplayName(key),
}));

/** The map of the timeline shown: a category's timeline opens "Mapa - {category}", the others "Mapa". */
function mapHref(currentHref: string | undefined): string {
  const shown = categoryLinks.find((link) => link.href === currentHref);
  return shown ? paths.categoryMap(shown.key) : paths.map;
}

/** The timeline views' sidebar: every entry a link to its address, the current one marked. */
export function ShellSidebar({ user, currentHref }: { user: User; currentHref: string | undefined }) {
  const navigate = useNavigate();
  return (
    <Sidebar
      home={paths.home}
      map={mapHref(currentHref)}
      members={paths.members}
      services={paths.services}
      search={paths.search()}
      categories={categoryLinks}
      currentHref={currentHref}
      areaName={user.area?.name}
      cityName={user.area?.city}
      stateName={user.area?.state}
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
