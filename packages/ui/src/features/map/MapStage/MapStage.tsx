import { Button } from '../../../primitives/Button/Button.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { type LeafletModule, MapFrame, type MapFrameProps, type MapTiles } from '../MapFrame/MapFrame.tsx';
import { mapViewTexts } from '../map.texts.ts';
import * as styles from './MapStage.css.ts';

/** Where a map stands (the domain's map loader, as the app sees it): loading, failed, or ready with Leaflet and the tiles. */
export type MapSource =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'loaded'; leaflet: LeafletModule; tiles: MapTiles };

/** Props of MapStage: the map's source and, once loaded, everything MapFrame takes. */
export type MapStageProps = Omit<MapFrameProps, 'leaflet' | 'tiles'> & {
  source: MapSource;
  /** "Tentar Novamente" after a failed load. */
  onRetry?: () => void;
};

/**
 * The place of a map (spec: States and transitions: map loader): a spinner while Leaflet loads,
 * "Erro ao carregar o mapa" with the reason and "Tentar Novamente" when it failed, the map once loaded.
 */
export function MapStage({ source, onRetry, className, ...rest }: MapStageProps) {
  if (source.status === 'loaded')
    return <MapFrame {...rest} className={className} leaflet={source.leaflet} tiles={source.tiles} />;
  const { label, style } = rest;
  return (
    <div className={cx(styles.root, className)} style={style} data-map-status={source.status}>
      {source.status === 'loading' ? (
        <Stack align="center" justify="center" className={styles.placeholder}>
          <Spinner label={`${label}: ${mapViewTexts.loading}`} />
          <span aria-hidden="true">{mapViewTexts.loading}</span>
        </Stack>
      ) : (
        <Stack align="center" justify="center" className={styles.placeholder} role="alert">
          <p className={styles.errorTitle}>{mapViewTexts.loadError}</p>
          <p className={styles.errorDetail}>{source.error}</p>
          {onRetry ? (
            <Button emphasis="outline" onClick={onRetry}>
              {mapViewTexts.retry}
            </Button>
          ) : null}
        </Stack>
      )}
    </div>
  );
}
