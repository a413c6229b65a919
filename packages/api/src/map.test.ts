import { areaDrawingTexts } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import { mapPaths } from './map.ts';
import { approximateLocationField, toPostForm } from './posts.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
describe('area polygon', () => {
  it('saveAreaPolygon posts JSON {polygon}; failure and exception texts of spec: Error catalogue', async () => {
    const seen = capture('post', mapPaths.areaPolygon, () => new HttpResponse(null, { status: 422 }));
    const polygon = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ];
    expect(await api.saveAreaPolygon(polygon)).toMatchObject({ error: areaDrawingTexts.saveFailed });
    expect(JSON.parse(seen.body ?? '')).toEqual({ polygon });
    capture('post', mapPaths.areaPolygon, () => HttpResponse.error());
    expect(await api.saveAreaPolygon(polygon)).toMatchObject({ error: areaDrawingTexts.saveError });
  });
});

describe('area outline on the real map', () => {
  const outline = [
    { lat: -23.58, lng: -46.64 },
    { lat: -23.58, lng: -46.63 },
    { lat: -23.59, lng: -46.63 },
  ];

  it('saveAreaOutline posts JSON {outline} in degrees and shows the server reason of a refusal', async () => {
    const reason = 'As linhas do contorno se cruzam. Desenhe a área sem cruzar as linhas.';
    const seen = capture('post', mapPaths.areaPolygon, () =>
      HttpResponse.json({ error: reason }, { status: 422 }),
    );
    expect(await api.saveAreaOutline(outline)).toMatchObject({ ok: false, error: reason });
    expect(JSON.parse(seen.body ?? '')).toEqual({ outline });
    capture('post', mapPaths.areaPolygon, () => HttpResponse.json({ ok: true }));
    expect(await api.saveAreaOutline(outline)).toEqual({ ok: true, value: true });
  });

  it('areaBoundary reads the polygon and the outline back', async () => {
    capture('get', mapPaths.areaPolygon, () => HttpResponse.json({ polygon: null, outline }));
    expect(await api.areaBoundary()).toEqual({ ok: true, value: { polygon: null, outline } });
  });
});

describe('Localização aproximada on the post form', () => {
  it('sends post[approximate_location] with every location, on unless turned off', () => {
    const draft = {
      title: 'Assalto',
      text: '',
      category: 'Segurança' as const,
      location: [-46.63, -23.58] as [number, number],
    };
    expect(toPostForm(draft).get(approximateLocationField)).toBe('true');
    expect(toPostForm({ ...draft, approximateLocation: false }).get(approximateLocationField)).toBe('false');
    expect(toPostForm({ ...draft, location: undefined }).has(approximateLocationField)).toBe(false);
  });
});
