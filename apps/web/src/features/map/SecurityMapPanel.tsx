import {
  countRecentIncidents,
  DEFAULT_MAP_CENTER,
  formatRecentIncidentCount,
  type Post,
  SECURITY_MAP_SETTINGS,
  securityCardMode,
} from '@vizinhos/domain';
import { SecurityMapCard } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths.ts';
import { currentUserAtom } from '../../session/session.ts';
import { areaOutlineAtom, loadAreaOutlineAtom } from './areaState.ts';
import { locatedPosts, toSecurityIncident } from './mapItems.ts';
import { useMapSource } from './useMapSource.ts';

/** Props of SecurityMapPanel: the Segurança timeline's posts (live posts arrive through them). */
export type SecurityMapPanelProps = { posts: readonly Post[] };

/**
 * The security incident map card at the top of the Segurança timeline (spec: Screens and routes):
 * its located posts as markers, each opening the post; live posts add markers as the timeline gets them.
 */
export function SecurityMapPanel({ posts }: SecurityMapPanelProps) {
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const outline = useAtomValue(areaOutlineAtom);
  const loadOutline = useSetAtom(loadAreaOutlineAtom);
  const { source, loader, retry, createFailed } = useMapSource();
  useEffect(() => {
    void loadOutline();
  }, [loadOutline]);
  const now = new Date();
  const located = locatedPosts(posts);
  const area = user?.area;
  const center =
    area?.latitude !== undefined && area.longitude !== undefined
      ? { lat: area.latitude, lng: area.longitude }
      : DEFAULT_MAP_CENTER;
  return (
    <SecurityMapCard
      mode={securityCardMode(loader)}
      source={source}
      incidents={located.map((post) => toSecurityIncident(post, now))}
      recentLabel={formatRecentIncidentCount(countRecentIncidents(located, now))}
      center={center}
      zoom={SECURITY_MAP_SETTINGS.zoom}
      maxFitZoom={SECURITY_MAP_SETTINGS.maxFitZoom}
      heightPx={SECURITY_MAP_SETTINGS.cardHeightPx}
      outline={outline}
      onSelectIncident={({ id }) => void navigate(paths.post(id))}
      onRetry={retry}
      onMapCreateFailed={createFailed}
    />
  );
}
