// Posts (spec: API contract): the objectivity analyzer the editor calls.
import { apiFailure } from './errors.ts';
import { type ApiResult, apiPrefix, type Http } from './http.ts';

/** Paths of the posts calls. */
export const postPaths = {
  analyzer: `${apiPrefix}/analyzer`,
} as const;

/** Answer of POST analyzer. */
export type AnalyzerAnswer = {
  results: { objectivity_score: number; objectivity: number; suggestions: string[] };
};

/** The posts calls of the client. */
export function postCalls(http: Http) {
  return {
    /** POST analyzer as multipart with `body`. */
    async analyze(text: string): Promise<ApiResult<AnalyzerAnswer['results']>> {
      const form = new FormData();
      form.set('body', text);
      const answer = await http.send('POST', postPaths.analyzer, form);
      if (!answer?.ok) return apiFailure('analyze', answer);
      const results = (answer.body as AnalyzerAnswer | null)?.results;
      return results ? { ok: true, value: results } : apiFailure('analyze', answer, 'invalid');
    },
  };
}
