import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, the console's Content-Security-Policy among them.
 * The middleware is built once: `@fastify/helmet` built it again for every request, parsing the
 * policy each time, which took a tenth of a list call's CPU.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // KYC documents are shown from blob: addresses the console makes of their bytes.
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        connectSrc: ["'self'"],
        // Served over plain HTTP on a LAN too; TLS is the proxy's job, so no forced upgrade.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  // Helmet throws what goes wrong (since 8.1); it calls `next` only to go on.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
