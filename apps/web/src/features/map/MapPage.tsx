import {
  categoryDisplayName,
  DEFAULT_MAP_CENTER,
  formatLocatedPostCount,
  formatMapTitle,
  MAP_ZOOM,
  readCategorySlug,
} from '@vizinhos/domain';
import { MapView } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { mapCategoryParam } from '../../paths.ts';
import { currentUserAtom } from '../../session/session.ts';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { AreaDrawingPanel } from './AreaDrawingPanel.tsx';
import { areaOutlineAtom, loadAreaOutlineAtom, openAreaDrawingAtom } from './areaState.ts';
import { locatedPosts, toMapPostDetail, toMapPostItem } from './mapItems.ts';
import { useTimelineReport } from './timelineReport.ts';
import { useMapSource } from './useMapSource.ts';

/**
 * `/mapa` and `/mapa?categoria={slug}` (spec: Screens and routes: map view): a full-screen overlay
 * with the area's map, its outline, and the located posts of the timeline it was opened from
 * (every category's, or one category's), listed beside it. Opened at its address with no timeline
 * loaded, it loads that timeline itself.
 */
export function MapPage() {
  const close = useCloseOverlay();
  const user = useAtomValue(currentUserAtom);
  const report = useTimelineReport();
  const slug = useSearchParams()[0].get(mapCategoryParam);
  const category = slug === null ? undefined : readCategorySlug(slug);
  const reported = useAtomValue(report.postsOf(category));
  const posts = locatedPosts(reported ?? []);
  const loadTimeline = useSetAtom(report.load);
  useEffect(() => {
    void loadTimeline(category);
  }, [loadTimeline, category]);
  const outline = useAtomValue(areaOutlineAtom);
  const loadOutline = useSetAtom(loadAreaOutlineAtom);
  const openDrawing = useSetAtom(openAreaDrawingAtom);
  const { source, retry, createFailed } = useMapSource();
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  useEffect(() => {
    void loadOutline();
  }, [loadOutline]);

  const area = user?.area;
  const center =
    area?.latitude !== undefined && area.longitude !== undefined
      ? { lat: area.latitude, lng: area.longitude }
      : DEFAULT_MAP_CENTER;
  const now = new Date();
  const selected = posts.find((post) => post.id === selectedId);
  return (
    <>
      <MapView
        title={formatMapTitle(category === undefined ? undefined : categoryDisplayName(category))}
        address={area?.fullName ?? area?.name}
        countLabel={reported === undefined ? undefined : formatLocatedPostCount(posts.length)}
        source={source}
        center={center}
        zoom={MAP_ZOOM}
        outline={outline}
        posts={posts.map((post) => toMapPostItem(post, now))}
        detail={selected ? toMapPostDetail(selected, now) : undefined}
        onSelectPost={({ id }) => setSelectedId(id)}
        onCloseDetail={() => setSelectedId(undefined)}
        onDrawArea={() => openDrawing(true)}
        onRetry={retry}
        onMapCreateFailed={createFailed}
        onClose={close}
      />
      <AreaDrawingPanel center={center} />
    </>
  );
}
