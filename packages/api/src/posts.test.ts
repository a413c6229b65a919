import { POST_ERROR_TEXTS } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import { postPaths } from './posts.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl });
describe('analyzer', () => {
  it('analyze sends multipart body and reads results (spec: Calls)', async () => {
    const results = { objectivity_score: 80, objectivity: 80, suggestions: [] };
    const seen = capture('post', postPaths.analyzer, () => HttpResponse.json({ results }));
    expect(await api.analyze('Título Texto')).toEqual({ ok: true, value: results });
    expect(seen.form?.get('body')).toBe('Título Texto');
    capture('post', postPaths.analyzer, () => HttpResponse.error());
    expect(await api.analyze('x')).toMatchObject({ error: POST_ERROR_TEXTS.analysisNetwork });
  });
});
