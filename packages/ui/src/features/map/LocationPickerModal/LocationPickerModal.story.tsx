// Story harness: the picker holds no choice of its own, so this keeps it in React state as the app
// does, the published point computed by the domain.
import {
  approximateLocation,
  approximateLocationTexts,
  formatCoordinates,
  type LatLng,
} from '@vizinhos/domain';
import { useState } from 'react';
import { LocationPickerModal, type LocationPickerModalProps } from './LocationPickerModal.tsx';

/** Props of LocationPickerModalStory: how the picker opens, and the callbacks. */
export type LocationPickerModalStoryProps = Pick<
  LocationPickerModalProps,
  'source' | 'center' | 'zoom' | 'geolocation' | 'onConfirm' | 'onCancel' | 'onRetry'
> & { initialChoice?: LatLng; initialApproximate?: boolean };

/** A LocationPickerModal whose choice lives in React state, its published point from the domain. */
export function LocationPickerModalStory({
  initialChoice,
  initialApproximate = true,
  ...rest
}: LocationPickerModalStoryProps) {
  const [choice, setChoice] = useState<LatLng | undefined>(initialChoice);
  const [isApproximate, setApproximate] = useState(initialApproximate);
  const published = choice ? approximateLocation(choice) : undefined;
  return (
    <LocationPickerModal
      open
      {...rest}
      choice={choice}
      choiceLabel={choice ? formatCoordinates(choice.lat, choice.lng) : undefined}
      isApproximate={isApproximate}
      approximateLabel={approximateLocationTexts.label}
      approximateHint={approximateLocationTexts.hint}
      published={published}
      publishedLabel={published ? formatCoordinates(published.lat, published.lng) : undefined}
      onPick={({ position }) => setChoice(position)}
      onApproximateChange={({ isApproximate: next }) => setApproximate(next)}
    />
  );
}
