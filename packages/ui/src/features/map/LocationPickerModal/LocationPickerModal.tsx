import type { LatLng } from '@vizinhos/domain';
import { useId } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import type { MapMarker } from '../MapFrame/MapFrame.tsx';
import { type MapSource, MapStage } from '../MapStage/MapStage.tsx';
import { mapViewTexts } from '../map.texts.ts';
import * as styles from './LocationPickerModal.css.ts';

/** Props of LocationPickerModal: the caller holds the choice and computes the published point with the domain. */
export type LocationPickerModalProps = {
  open: boolean;
  source: MapSource;
  /** Where the map opens (the current position, or São Paulo when refused) and its zoom (15). */
  center: LatLng;
  zoom: number;
  /** The browser's answer about the current position. */
  geolocation: 'asking' | 'found' | 'refused';
  /** The marked point, and its coordinates as text (the domain's formatCoordinates). */
  choice: LatLng | undefined;
  choiceLabel?: string;
  /** "Localização aproximada" (beyond the spec): on by default. */
  isApproximate: boolean;
  approximateLabel: string;
  approximateHint: string;
  /** The point the server will keep (the domain's approximateLocation), and its coordinates as text. */
  published: LatLng | undefined;
  publishedLabel?: string;
  onPick?: (change: { position: LatLng }) => void;
  onApproximateChange?: (change: { isApproximate: boolean }) => void;
  /** Confirmar: hands back the marked point. */
  onConfirm?: (change: { position: LatLng }) => void;
  /** Cancelar, Esc or the close button: the editor keeps the position it had. */
  onCancel?: () => void;
  onRetry?: () => void;
  /** Leaflet could not build the map (spec: Error catalogue: "Erro ao criar o mapa"). */
  onMapCreateFailed?: () => void;
};

/**
 * The incident location picker (spec: Screens and routes, States and transitions): a modal map at
 * zoom 15 where a click, or Enter on the focused map, sets the marker; Confirmar hands it back and
 * Cancelar leaves the position as it was. With "Localização aproximada" the published point shows too.
 */
export function LocationPickerModal({
  open,
  source,
  center,
  zoom,
  geolocation,
  choice,
  choiceLabel,
  isApproximate,
  approximateLabel,
  approximateHint,
  published,
  publishedLabel,
  onPick,
  onApproximateChange,
  onConfirm,
  onCancel,
  onRetry,
  onMapCreateFailed,
}: LocationPickerModalProps) {
  const hintId = useId();
  const approximateHintId = useId();
  const markers: MapMarker[] = [];
  if (choice)
    markers.push({ id: 'choice', position: choice, label: mapViewTexts.chosenPoint, kind: 'choice' });
  if (choice && published && isApproximate)
    markers.push({
      id: 'published',
      position: published,
      label: mapViewTexts.publishedPoint,
      kind: 'published',
    });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel?.())}>
      <Dialog.Content width="720px" aria-describedby={hintId}>
        <Dialog.Title>{mapViewTexts.pickerTitle}</Dialog.Title>
        <Stack gap="md">
          <p id={hintId} className={styles.hint}>
            {mapViewTexts.pickerHint}
          </p>
          {geolocation === 'found' ? null : (
            <p className={styles.position} role="status">
              {geolocation === 'asking' ? mapViewTexts.askingPosition : mapViewTexts.positionRefused}
            </p>
          )}
          <MapStage
            className={styles.map}
            source={source}
            label={mapViewTexts.pickerMap}
            center={center}
            zoom={zoom}
            markers={markers}
            onPick={onPick}
            onRetry={onRetry}
            onCreateFailed={onMapCreateFailed}
          />
          <dl className={styles.points} aria-live="polite">
            <dt className={styles.term}>{mapViewTexts.chosenPoint}</dt>
            <dd className={styles.definition}>{choiceLabel ?? mapViewTexts.noPointYet}</dd>
            {isApproximate && publishedLabel ? (
              <>
                <dt className={styles.term}>{mapViewTexts.publishedPoint}</dt>
                <dd className={styles.definition}>{publishedLabel}</dd>
              </>
            ) : null}
          </dl>
          <Inline align="start" wrap={false} asChild>
            <label className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={isApproximate}
                aria-describedby={approximateHintId}
                onChange={(event) => onApproximateChange?.({ isApproximate: event.currentTarget.checked })}
              />
              <span>
                {approximateLabel}
                <span id={approximateHintId} className={styles.optionHint}>
                  {approximateHint}
                </span>
              </span>
            </label>
          </Inline>
          <Inline justify="end" align="stretch">
            <Button emphasis="outline" tone="default" onClick={onCancel}>
              {mapViewTexts.cancel}
            </Button>
            <Button disabled={!choice} onClick={() => choice && onConfirm?.({ position: choice })}>
              {mapViewTexts.confirm}
            </Button>
          </Inline>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
