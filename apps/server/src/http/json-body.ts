import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype and constructor keys refused), except that an
 * empty body sent as application/json counts as no body, as many HTTP clients send a call that
 * takes none.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
