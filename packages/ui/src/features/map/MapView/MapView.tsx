import type { BadgeTone, LatLng } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import type { MapMarker } from '../MapFrame/MapFrame.tsx';
import { type MapSource, MapStage } from '../MapStage/MapStage.tsx';
import { mapViewTexts } from '../map.texts.ts';
import { MapPostDetail, type MapPostDetailProps } from './MapPostDetail.tsx';
import * as styles from './MapView.css.ts';

/** A located post in the side list, worded by the caller with the domain. */
export type MapPostItem = {
  id: string;
  position: LatLng;
  category: string;
  tone: BadgeTone;
  /** Relative time in Portuguese (the domain's formatMapCardTime). */
  timeLabel: string;
  /** The title, or the text when there is none. */
  text: string;
  author: string;
  /** Coordinates to 4 decimals (the domain's formatCoordinates). */
  coordinatesLabel: string;
};

/** Props of MapView: the overlay's texts, the map's source and the located posts. */
export type MapViewProps = ComponentPropsWithRef<'section'> & {
  /** "Mapa" or "Mapa - {category}" (the domain's formatMapTitle). */
  title: string;
  /** The area's full address, or its name. */
  address: string | undefined;
  /**
   * "N posts com localização" (the domain's formatLocatedPostCount); undefined while the posts are
   * on their way: neither a count nor "no located post" is shown before it is known.
   */
  countLabel?: string | undefined;
  source: MapSource;
  /** The area's centre and zoom (14). */
  center: LatLng;
  zoom: number;
  outline?: readonly LatLng[];
  posts: readonly MapPostItem[];
  /** The post whose detail modal is open. */
  detail?: MapPostDetailProps['detail'];
  onSelectPost?: (change: { id: string }) => void;
  onCloseDetail?: () => void;
  onDrawArea?: () => void;
  onRetry?: () => void;
  onClose?: () => void;
  /** Leaflet could not build the map (spec: Error catalogue: "Erro ao criar o mapa"). */
  onMapCreateFailed?: () => void;
};

/**
 * The map view (spec: Screens and routes: map view): the title and the area's address, the map
 * centred on the area with its outline and the located posts, the counter and the side list
 * "Posts com Localização"; a card or a marker opens the post's detail modal.
 */
export function MapView({
  title,
  address,
  countLabel,
  source,
  center,
  zoom,
  outline,
  posts,
  detail,
  onSelectPost,
  onCloseDetail,
  onDrawArea,
  onRetry,
  onMapCreateFailed,
  onClose,
  className,
  ...rest
}: MapViewProps) {
  const listTitleId = useId();
  const markers: MapMarker[] = posts.map((post) => ({
    id: post.id,
    position: post.position,
    label: `${post.text}, ${post.timeLabel}`,
    kind: 'incident',
  }));
  return (
    // The region is the view "Mapa", whatever the category its heading names.
    <Stack gap="md" asChild>
      <section
        aria-label={mapViewTexts.viewName}
        data-view="map"
        {...rest}
        className={cx(styles.root, className)}
      >
        <Inline gap="md" align="start" justify="between" asChild>
          <header>
            <Stack gap="xxs" className={styles.heading}>
              <h1 className={styles.title}>{title}</h1>
              {address ? <p className={styles.address}>{address}</p> : null}
            </Stack>
            <Inline wrap={false}>
              <Button emphasis="soft" onClick={onDrawArea}>
                <Icon name="edit" />
                {mapViewTexts.drawArea}
              </Button>
              <IconButton icon="close" aria-label={commonTexts.close} onClick={onClose} />
            </Inline>
          </header>
        </Inline>
        <div className={styles.layout}>
          <MapStage
            className={styles.map}
            source={source}
            label={mapViewTexts.areaMap}
            center={center}
            zoom={zoom}
            markers={markers}
            outline={outline}
            onMarkerSelect={onSelectPost}
            onRetry={onRetry}
            onCreateFailed={onMapCreateFailed}
          />
          <Stack className={styles.side}>
            <h2 id={listTitleId} className={styles.sideTitle}>
              {mapViewTexts.locatedPosts}
            </h2>
            {/* A line held while the count is not known yet, so nothing moves when it comes. */}
            <p className={styles.count}>{countLabel ?? '\u00a0'}</p>
            {countLabel === undefined ? null : posts.length === 0 ? (
              <p className={styles.empty}>{mapViewTexts.noLocatedPosts}</p>
            ) : (
              <Stack asChild>
                <ul className={styles.list} aria-labelledby={listTitleId}>
                  {posts.map((post) => (
                    <li key={post.id}>
                      <Stack gap="xs" align="start" asChild>
                        <button
                          type="button"
                          className={styles.card}
                          onClick={() => onSelectPost?.({ id: post.id })}
                        >
                          <Inline asChild>
                            <span>
                              <Badge tone={post.tone}>{post.category}</Badge>
                              <span className={styles.meta}>{post.timeLabel}</span>
                            </span>
                          </Inline>
                          <span className={styles.cardText}>{post.text}</span>
                          <span className={styles.meta}>{post.author}</span>
                          <span className={styles.meta}>{post.coordinatesLabel}</span>
                        </button>
                      </Stack>
                    </li>
                  ))}
                </ul>
              </Stack>
            )}
          </Stack>
        </div>
        <MapPostDetail detail={detail} onClose={onCloseDetail} />
      </section>
    </Stack>
  );
}
