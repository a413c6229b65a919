import type { CategoryKey, Post } from '@vizinhos/domain';
import { type Atom, atom } from 'jotai';
import { useOutletContext } from 'react-router';

/**
 * What the timeline reports to the map view (spec: Screens and routes: it "reports loaded posts
 * back"): its atoms, handed to the overlays as the outlet context, so the map view follows its
 * live posts while it covers the timeline, and the map never imports the posts feature.
 */
export type TimelineReport = { posts: Atom<readonly Post[]>; category: Atom<CategoryKey | undefined> };

const noPosts = atom<readonly Post[]>([]);
const noCategory = atom<CategoryKey | undefined>(undefined);

/** The timeline's report, or nothing loaded when the map is shown outside the timeline. */
export function useTimelineReport(): TimelineReport {
  const report = useOutletContext<TimelineReport | undefined>();
  return report ?? { posts: noPosts, category: noCategory };
}
