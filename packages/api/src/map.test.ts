import { areaDrawingTexts } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import { mapPaths } from './map.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl });
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
