import type { Words } from '@wallet/contracts';
import type { FastifyInstance } from 'fastify';
import { nestsDeeperThan, tooDeepWords } from './body-depth.js';

/**
 * A JSON body the call runner refuses without reading it (nested past MAX_BODY_DEPTH): the parser
 * hands this on in place of the value, so that the refusal is an envelope in the catalogue's words.
 */
export class RefusedJson {
  constructor(readonly said: Words) {}
}

/**
 * JSON bodies as Fastify parses them (prototype and constructor keys refused), except that an
 * empty body sent as application/json counts as no body, as many HTTP clients send a call that
 * takes none, and that a body nested past MAX_BODY_DEPTH is measured (without recursion) and
 * replaced by a RefusedJson before any code walks it.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) done(error);
      else done(null, nestsDeeperThan(parsed) ? new RefusedJson(tooDeepWords()) : parsed);
    });
  });
}
