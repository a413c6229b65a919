// Story harness: the map view holds no selection of its own, so this keeps the open post in React
// state as the app does.
import { useState } from 'react';
import { loadedSource } from '../tileFixtures/mapSources.story.ts';
import { type MapPostItem, MapView, type MapViewProps } from './MapView.tsx';

const posts: MapPostItem[] = [
  {
    id: 'p1',
    position: { lat: -23.5489, lng: -46.6388 },
    category: 'Segurança',
    tone: 'danger',
    timeLabel: '2 horas atrás',
    text: 'Portão arrombado na Rua das Flores',
    author: 'maria.souza',
    coordinatesLabel: '-23.5489, -46.6388',
  },
  {
    id: 'p2',
    position: { lat: -23.5521, lng: -46.6301 },
    category: 'Segurança',
    tone: 'danger',
    timeLabel: '5 horas atrás',
    text: 'Carro com vidro quebrado',
    author: 'joao.lima',
    coordinatesLabel: '-23.5521, -46.6301',
  },
  {
    id: 'p3',
    position: { lat: -23.5555, lng: -46.6352 },
    category: 'Segurança',
    tone: 'danger',
    timeLabel: '3 dias atrás',
    text: 'Tentativa de furto na padaria',
    author: 'ana.pereira',
    coordinatesLabel: '-23.5555, -46.6352',
  },
];
const outline = [
  { lat: -23.545, lng: -46.642 },
  { lat: -23.545, lng: -46.627 },
  { lat: -23.559, lng: -46.627 },
  { lat: -23.559, lng: -46.642 },
];

/** Props of MapViewStory: the callbacks, and whether the area has located posts. */
export type MapViewStoryProps = Pick<MapViewProps, 'onDrawArea' | 'onClose' | 'onRetry'> & {
  withoutPosts?: boolean;
  /** The posts are still on their way (opened at its address): no count yet. */
  postsLoading?: boolean;
  source?: MapViewProps['source'];
};

/** A MapView of Vila Mariana with its outline, the open post in React state. */
export function MapViewStory({
  withoutPosts = false,
  postsLoading = false,
  source = loadedSource,
  ...rest
}: MapViewStoryProps) {
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const shown = withoutPosts || postsLoading ? [] : posts;
  const open = shown.find((post) => post.id === openId);
  return (
    <MapView
      {...rest}
      title="Mapa - Segurança"
      address="Vila Mariana, São Paulo - SP"
      countLabel={postsLoading ? undefined : `${shown.length} posts com localização`}
      source={source}
      center={{ lat: -23.552, lng: -46.6345 }}
      zoom={14}
      outline={outline}
      posts={shown}
      detail={
        open
          ? {
              category: open.category,
              tone: open.tone,
              title: open.text,
              author: open.author,
              timeLabel: open.timeLabel,
              text: 'Aconteceu por volta das 22h; a polícia já foi chamada.',
              coordinates: open.coordinatesLabel,
            }
          : undefined
      }
      onSelectPost={({ id }) => setOpenId(id)}
      onCloseDetail={() => setOpenId(undefined)}
    />
  );
}
