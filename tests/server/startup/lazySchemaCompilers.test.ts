import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from '../../../server/http/plugins/lazySchemaCompilers';

/*
 * Fastify's schema compilers load on first use (issue #9: loading them cost a sixth of the
 * start): a route that declares a JSON schema must still be validated and serialised by them.
 */

describe('Fastify’s schema compilers, loaded on first use', () => {
  it('validate a body and serialise an answer when a route declares schemas', async () => {
    const app = Fastify({ schemaController: lazySchemaCompilers() });
    app.post(
      '/echo',
      {
        schema: {
          body: {
            type: 'object',
            properties: { n: { type: 'integer' } },
            required: ['n'],
          },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
    );
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { n: 'one' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'body/n must be integer' });
    const good = await app.inject({ method: 'POST', url: '/echo', payload: { n: 1 } });
    expect(good.json()).toEqual({ n: 1 });
    await app.close();
  });
});
