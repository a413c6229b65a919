// Request and response JSON schemas of the polls route (spec: Calls: POST
// posts/{id}/poll_responses/{optionId} with JSON poll_response, answering post.poll_options).
import { errorResponses, oidSchema } from '../../http/schemaParts.ts';
import { wirePollOptionSchema } from '../posts/index.ts';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** POST posts/{id}/poll_responses/{optionId}: the option in the path; the body may repeat it. */
export const answerPollSchema = {
  params: { type: 'object', required: ['id', 'optionId'], properties: { id, optionId: id } },
  body: {
    type: ['object', 'null'],
    properties: {
      poll_response: {
        type: 'object',
        properties: { poll_option_id: { type: 'string', maxLength: 64 } },
      },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['post'],
      properties: {
        post: {
          type: 'object',
          required: ['_id', 'id', 'poll_options'],
          properties: {
            _id: oidSchema,
            id: { type: 'string' },
            poll_options: { type: 'array', items: wirePollOptionSchema },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;
