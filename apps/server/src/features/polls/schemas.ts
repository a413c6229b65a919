// Request and response schemas (TypeBox) of the polls route (spec: Calls: POST
// posts/{id}/poll_responses/{optionId} with JSON poll_response, answering post.poll_options).
import { Type } from 'typebox';
import { errorResponses, idParams, nullable, oidSchema } from '../../http/schemaParts.ts';
import { wirePollOptionSchema } from '../posts/index.ts';

/** POST posts/{id}/poll_responses/{optionId}: the option in the path; the body may repeat it. */
export const answerPollSchema = {
  params: idParams('id', 'optionId'),
  body: nullable(
    Type.Object({
      poll_response: Type.Optional(
        Type.Object({ poll_option_id: Type.Optional(Type.String({ maxLength: 64 })) }),
      ),
    }),
  ),
  response: {
    200: Type.Object({
      post: Type.Object({
        _id: oidSchema,
        id: Type.String(),
        poll_options: Type.Array(wirePollOptionSchema),
      }),
    }),
    ...errorResponses,
  },
} as const;
