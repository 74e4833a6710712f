import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, INTERNAL_ERROR_MESSAGE } from './httpError';

/**
 * The central error handler (STYLE.md "Server"). 4xx errors raised by Fastify itself (bad
 * JSON, wrong content type, body too large) keep their message, which names no internals;
 * anything else is logged in full and answered with one fixed sentence.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    default:
      return error.message;
  }
}
