import {
  approximateLocation,
  approximateLocationTexts,
  DEFAULT_MAP_CENTER,
  formatCoordinates,
  type LatLng,
  SECURITY_MAP_SETTINGS,
} from '@vizinhos/domain';
import { LocationPickerModal } from '@vizinhos/ui';
import { useEffect, useState } from 'react';
import { readBrowserPosition } from '../../browser/readBrowserPosition.ts';
import { useMapSource } from './useMapSource.ts';

/** What the picker hands back: the point and whether it is published rounded, or nothing (Cancelar). */
type LocationPickerResult = { location: LatLng; isApproximate: boolean } | undefined;

/** Props of LocationPickerHost: the position the editor has (restored on Cancelar) and where the answer goes. */
export type LocationPickerHostProps = {
  initial: LatLng | undefined;
  isApproximate: boolean;
  onDone: (result: LocationPickerResult) => void;
};

/**
 * The incident location picker on the browser's position (spec: Screens and routes, Error catalogue):
 * zoom 15 on the current position, or on São Paulo when it is refused or unsupported.
 */
export function LocationPickerHost({
  initial,
  isApproximate: approximateAtOpen,
  onDone,
}: LocationPickerHostProps) {
  const { source, retry, createFailed } = useMapSource();
  const [geolocation, setGeolocation] = useState<'asking' | 'found' | 'refused'>('asking');
  const [center, setCenter] = useState<LatLng>(initial ?? DEFAULT_MAP_CENTER);
  const [choice, setChoice] = useState<LatLng | undefined>(initial);
  const [isApproximate, setApproximate] = useState(approximateAtOpen);

  useEffect(() => {
    let current = true;
    void readBrowserPosition().then((position) => {
      if (!current) return;
      if (!position) return setGeolocation('refused');
      setGeolocation('found');
      const here = { lat: position.lat, lng: position.lon };
      if (initial) return;
      setCenter(here);
      setChoice((chosen) => chosen ?? here);
    });
    return () => {
      current = false;
    };
  }, [initial]);

  const published = choice ? approximateLocation(choice) : undefined;
  return (
    <LocationPickerModal
      open
      source={source}
      center={center}
      zoom={SECURITY_MAP_SETTINGS.pickerZoom}
      geolocation={geolocation}
      choice={choice}
      choiceLabel={choice ? formatCoordinates(choice.lat, choice.lng) : undefined}
      isApproximate={isApproximate}
      approximateLabel={approximateLocationTexts.label}
      approximateHint={approximateLocationTexts.hint}
      published={published}
      publishedLabel={published ? formatCoordinates(published.lat, published.lng) : undefined}
      onPick={({ position }) => setChoice(position)}
      onApproximateChange={({ isApproximate: next }) => setApproximate(next)}
      onConfirm={({ position }) => onDone({ location: position, isApproximate })}
      onCancel={() => onDone(undefined)}
      onRetry={retry}
      onMapCreateFailed={createFailed}
    />
  );
}
