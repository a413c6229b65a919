// Story harness: the drawer holds no drawing of its own, so this keeps it in React state as the app
// does, every action applied and every label computed by the domain.
import {
  type AreaDrawingState,
  describeAreaOutline,
  formatCoordinates,
  type LatLng,
  reduceAreaDrawing,
} from '@vizinhos/domain';
import { useState } from 'react';
import { loadedSource } from '../tileFixtures/mapSources.story.ts';
import { AreaOutlineDrawer, type AreaOutlineDrawerProps } from './AreaOutlineDrawer.tsx';

/** Props of AreaOutlineDrawerStory: the drawing it opens with, and the callbacks. */
export type AreaOutlineDrawerStoryProps = Pick<AreaOutlineDrawerProps, 'onSave' | 'onClose' | 'onAction'> & {
  source?: AreaOutlineDrawerProps['source'];
  initialPoints?: LatLng[];
  initialDrawing?: boolean;
};

/** An AreaOutlineDrawer over Vila Mariana, its drawing in React state. */
export function AreaOutlineDrawerStory({
  initialPoints = [],
  initialDrawing = false,
  onAction,
  source = loadedSource,
  ...rest
}: AreaOutlineDrawerStoryProps) {
  const [drawing, setDrawing] = useState<AreaDrawingState<LatLng>>({
    isDrawing: initialDrawing,
    points: initialPoints,
  });
  const view = describeAreaOutline(drawing.points);
  return (
    <AreaOutlineDrawer
      {...rest}
      source={source}
      center={{ lat: -23.552, lng: -46.6345 }}
      zoom={15}
      drawing={drawing}
      pointLabels={drawing.points.map(({ lat, lng }) => formatCoordinates(lat, lng))}
      statusLabel={view.statusLabel}
      saveLabel={view.saveLabel}
      outline={view.outline}
      onAction={(change) => {
        setDrawing((current) => reduceAreaDrawing(current, change.action));
        onAction?.(change);
      }}
    />
  );
}
