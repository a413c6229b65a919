import { validateAreaOutline } from '@vizinhos/domain';
import { describe, expect, it } from 'vitest';
import { demoAreaOutline } from './demoAreaOutline.ts';
import { demoArea } from './demoMembers.ts';
import { demoPosts } from './demoPosts.ts';

/** Whether a point lies inside the outline (ray casting on longitude and latitude). */
function contains(outline: readonly { lat: number; lng: number }[], lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i, i += 1) {
    const a = outline[i] as { lat: number; lng: number };
    const b = outline[j] as { lat: number; lng: number };
    if (a.lat > lat !== b.lat > lat && lng < ((b.lng - a.lng) * (lat - a.lat)) / (b.lat - a.lat) + a.lng)
      inside = !inside;
  }
  return inside;
}

describe('the demo area boundary', () => {
  it('is a valid outline (at least 3 points, in range, not crossing itself)', () => {
    expect(validateAreaOutline(demoAreaOutline).ok).toBe(true);
  });

  it("holds the area's centre and every located demo post", () => {
    expect(contains(demoAreaOutline, demoArea.latitude, demoArea.longitude)).toBe(true);
    for (const post of demoPosts.filter((p) => p.location))
      expect(contains(demoAreaOutline, post.location?.[1] ?? 0, post.location?.[0] ?? 0)).toBe(true);
  });
});
