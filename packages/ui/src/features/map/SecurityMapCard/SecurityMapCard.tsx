import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { LatLng } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import type { MapMarker } from '../MapFrame/MapFrame.tsx';
import { type MapSource, MapStage } from '../MapStage/MapStage.tsx';
import { mapViewTexts } from '../map.texts.ts';
import * as styles from './SecurityMapCard.css.ts';

/** An incident on the card: a located Segurança post, with what the caller computed for it. */
export type SecurityIncident = {
  id: string;
  position: LatLng;
  title: string;
  /** Relative time in Portuguese (the domain's formatMapCardTime). */
  timeLabel: string;
  /** 1, or 0.6 when older than 24 hours (the domain's incidentOpacity). */
  opacity: number;
};

/** Props of SecurityMapCard: the loader's mode (the domain's securityCardMode) and the incidents. */
export type SecurityMapCardProps = ComponentPropsWithRef<'section'> & {
  mode: 'loading' | 'ready' | 'error' | 'fallback';
  source: MapSource;
  incidents: readonly SecurityIncident[];
  /** The badge: incidents of the last 24 hours (the domain's countRecentIncidents, worded). */
  recentLabel: string;
  /** Where the map centres with nothing to fit (the area, or São Paulo), the zoom (13) and the fitting's maximum (15). */
  center: LatLng;
  zoom: number;
  maxFitZoom: number;
  /** Card height in pixels (320). */
  heightPx: number;
  outline?: readonly LatLng[];
  /** A marker or a list entry: opens the post. */
  onSelectIncident?: (change: { id: string }) => void;
  onRetry?: () => void;
  /** Leaflet could not build the map (spec: Error catalogue: "Erro ao criar o mapa"). */
  onMapCreateFailed?: () => void;
};

/**
 * The security incident map card of the Segurança timeline (spec: Screens and routes, States and
 * transitions): the area's located incidents as markers, older ones fainter, a badge for the last
 * 24 hours; loading, ready, error with "Tentar Novamente", and the list "Mapa indisponível" as fallback.
 */
export function SecurityMapCard({
  mode,
  source,
  incidents,
  recentLabel,
  center,
  zoom,
  maxFitZoom,
  heightPx,
  outline,
  onSelectIncident,
  onRetry,
  onMapCreateFailed,
  className,
  style,
  ...rest
}: SecurityMapCardProps) {
  const titleId = useId();
  const fallbackId = useId();
  const markers: MapMarker[] = incidents.map((incident) => ({
    id: incident.id,
    position: incident.position,
    label: `${incident.title}, ${incident.timeLabel}`,
    opacity: incident.opacity,
    kind: 'incident',
  }));
  return (
    <Stack asChild>
      <section
        aria-labelledby={titleId}
        data-mode={mode}
        {...rest}
        className={cx(styles.root, className)}
        style={{ ...style, ...assignInlineVars({ [styles.heightVar]: `${heightPx}px` }) }}
      >
        <Inline justify="between" wrap={false}>
          <h2 id={titleId} className={styles.title}>
            {mapViewTexts.cardTitle}
          </h2>
          <Badge tone="danger">{recentLabel}</Badge>
        </Inline>
        {mode === 'fallback' ? (
          <Stack asChild>
            <section className={styles.fallback} aria-labelledby={fallbackId}>
              <Inline justify="between" wrap={false}>
                <h3 id={fallbackId} className={styles.fallbackTitle}>
                  {mapViewTexts.unavailable}
                </h3>
                {onRetry ? (
                  <Button size="sm" emphasis="outline" onClick={onRetry}>
                    {mapViewTexts.retry}
                  </Button>
                ) : null}
              </Inline>
              <IncidentList incidents={incidents} onSelectIncident={onSelectIncident} />
            </section>
          </Stack>
        ) : (
          <MapStage
            className={styles.map}
            source={source}
            label={mapViewTexts.cardMap}
            center={center}
            zoom={zoom}
            fitMaxZoom={maxFitZoom}
            markers={markers}
            outline={outline}
            onMarkerSelect={onSelectIncident}
            onRetry={onRetry}
            onCreateFailed={onMapCreateFailed}
          />
        )}
        {mode === 'fallback' || incidents.length === 0 ? null : (
          // The markers' keyboard and screen reader equivalent: overlapping markers make poor targets.
          <details className={styles.more}>
            <summary className={styles.summary}>{mapViewTexts.incidentList(incidents.length)}</summary>
            <IncidentList incidents={incidents} onSelectIncident={onSelectIncident} />
          </details>
        )}
      </section>
    </Stack>
  );
}

/** The incidents as buttons, each opening its post: the fallback list, and the markers' equivalent. */
function IncidentList({
  incidents,
  onSelectIncident,
}: Pick<SecurityMapCardProps, 'incidents' | 'onSelectIncident'>) {
  if (incidents.length === 0) return <p className={styles.empty}>{mapViewTexts.noIncidents}</p>;
  return (
    <Stack gap="xs" asChild>
      <ul className={styles.list}>
        {incidents.map((incident) => (
          <li key={incident.id}>
            <Stack gap="xxs" align="start" asChild>
              <button
                type="button"
                className={styles.item}
                onClick={() => onSelectIncident?.({ id: incident.id })}
              >
                <strong>{incident.title}</strong>
                <span className={styles.meta}>{incident.timeLabel}</span>
              </button>
            </Stack>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
