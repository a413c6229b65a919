import {
  categoryDisplayName,
  categoryTone,
  formatCoordinates,
  formatMapCardTime,
  incidentOpacity,
  type LatLng,
  type Post,
} from '@vizinhos/domain';
import type { MapPostItem, SecurityIncident } from '@vizinhos/ui';

/** A post that has a location. */
export type LocatedPost = Post & { location: LatLng };

/** The posts with latitude and longitude (spec: Screens and routes: "Posts com Localização"). */
export function locatedPosts(posts: readonly Post[]): LocatedPost[] {
  return posts.filter((post): post is LocatedPost => post.location !== undefined);
}

const titleOrText = (post: Post) => post.title.trim() || post.text.trim();

/** A side-list card of the map view, worded by the domain. */
export function toMapPostItem(post: LocatedPost, now: Date): MapPostItem {
  return {
    id: post.id,
    position: post.location,
    category: categoryDisplayName(post.category),
    tone: categoryTone(post.category),
    timeLabel: formatMapCardTime(now, post.createdAt ?? ''),
    text: titleOrText(post),
    author: post.author.username,
    coordinatesLabel: formatCoordinates(post.location.lat, post.location.lng),
  };
}

/** An incident of the security card: older than 24 hours at 0.6 opacity. */
export function toSecurityIncident(post: LocatedPost, now: Date): SecurityIncident {
  return {
    id: post.id,
    position: post.location,
    title: titleOrText(post),
    timeLabel: formatMapCardTime(now, post.createdAt ?? ''),
    opacity: incidentOpacity(post.createdAt, now),
  };
}

/** The map view's detail modal (spec: Screens and routes): category, title, author, time, text, raw coordinates. */
export function toMapPostDetail(post: LocatedPost, now: Date) {
  return {
    category: categoryDisplayName(post.category),
    tone: categoryTone(post.category),
    title: post.title,
    author: post.author.username,
    timeLabel: formatMapCardTime(now, post.createdAt ?? ''),
    text: post.text,
    coordinates: `${post.location.lat}, ${post.location.lng}`,
  };
}
