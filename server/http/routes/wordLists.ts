import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import {
  AddChunkWordsRequest,
  AddPosSuggestionsRequest,
  WordIdParams,
  WordListsQuery,
} from '@/contract/wordLists';
import type { WordListsView } from '@/contract/wordLists';
import type { WordListRefusal } from '../../services/wordLists';
import {
  addChunkWords,
  addPosSuggestions,
  removeChunkWord,
  removePosSuggestion,
  wordListsView,
} from '../../services/wordLists';
import { NOT_FOUND } from '../plugins/httpError';
import { defineRoute } from './defineRoute';

/** The word lists that steer own-text segmentation (issue #14): admins only. */
export function registerWordListRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const ADMIN = ['admin'] as const;

  const answer = (
    result: E.Either<WordListRefusal, WordListsView>,
    reply: { code: (status: number) => { send: (body: unknown) => unknown } },
    status: number,
  ) => {
    if (E.isRight(result)) return reply.code(status).send({ data: result.right });
    if (result.left.type === 'word/not-found') return reply.code(404).send(NOT_FOUND);
    return reply.code(400).send({ message: result.left.message });
  };

  defineRoute(app, {
    method: 'GET',
    url: '/admin/word-lists',
    access: { roles: ADMIN },
    schema: { query: WordListsQuery },
    handler: async ({ query }) => ({ data: await wordListsView(db, query.language) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/word-lists/chunk-words',
    access: { roles: ADMIN },
    schema: { body: AddChunkWordsRequest },
    handler: async ({ body, user }, _request, reply) =>
      answer(await addChunkWords(db, user, body, clock.now()), reply, 201),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/admin/word-lists/chunk-words/:id',
    access: { roles: ADMIN },
    schema: { params: WordIdParams },
    handler: async ({ params, user }, _request, reply) =>
      answer(await removeChunkWord(db, user, params.id, clock.now()), reply, 200),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/word-lists/pos-suggestions',
    access: { roles: ADMIN },
    schema: { body: AddPosSuggestionsRequest },
    handler: async ({ body, user }, _request, reply) =>
      answer(await addPosSuggestions(db, user, body, clock.now()), reply, 201),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/admin/word-lists/pos-suggestions/:id',
    access: { roles: ADMIN },
    schema: { params: WordIdParams },
    handler: async ({ params, user }, _request, reply) =>
      answer(await removePosSuggestion(db, user, params.id, clock.now()), reply, 200),
  });
}
