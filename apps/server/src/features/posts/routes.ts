import { apiPaths } from '@vizinhos/api';
import { analyzeObjectivity } from '@vizinhos/domain';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { labelField } from '../../http/fieldLabels.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { serverTexts } from '../../http/server.texts.ts';
import { analyzerSchema } from './schemas.ts';

/** Longest text analysed; a post is far shorter, and the analyser's cost grows with length. */
const maxTextLength = 20_000;

/** Posts: so far the objectivity analyser, a pure domain function over the text. */
export const postsRoutes: FeatureRoutes = {
  signedIn(app) {
    app.post(apiPaths.analyzer, { schema: analyzerSchema }, async (request) => {
      const text = readFormValue(request.body, 'body');
      if (text === undefined) throw httpError(400, serverTexts.fieldRequired(labelField('body')));
      if (text.length > maxTextLength) throw httpError(413, serverTexts.fieldInvalid(labelField('body')));
      const { objectivity, suggestions } = analyzeObjectivity(text);
      return { results: { objectivity_score: objectivity, objectivity, suggestions } };
    });
  },
};
