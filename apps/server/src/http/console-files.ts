import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A built file whose name carries a hash of its content (`assets/`): it never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The sign-in page's address, which answers a document of its own (without the console's router and frame). */
const SIGN_IN_PATH = '/login';

/**
 * The built console, with every non-API path answering its index page (client-side routes) but
 * sign-in, which answers `login.html`, and the root, which is sent there at once (the sign-in page
 * goes on to the console when a session is open), rather than after the console's code loaded. Each
 * file goes out as the build compressed it (brotli or gzip, as the browser accepts); the hashed
 * assets are cached for a year, the rest asked again each time.
 */
export function serveConsole(app: FastifyInstance, webDist: string): void {
  const hasConsole = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasConsole) {
    void app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        void reply.header('cache-control', path.relative(webDist, file).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !hasConsole) {
      return reply.status(404).send({ code: 404, msg: `No such call: ${request.method} ${request.url.split('?')[0]}`, data: null });
    }
    const requested = request.url.split('?')[0];
    if (requested === '/') return reply.redirect(SIGN_IN_PATH, 302);
    return reply.sendFile(requested === SIGN_IN_PATH ? 'login.html' : 'index.html');
  });
}
