import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { createLogger } from './logger.js';
import type { Database } from './db/client.js';
import { primaryOnly, ReplicaRouting } from './db/read-routing.js';
import { checkBindingsCoverContracts, mountBindings, type Binding } from './http/binding.js';
import { productBindings } from './product-bindings.js';
import { approvalGatekeeper } from './modules/approvals/index.js';
import { openApiDocument } from './http/openapi.js';
import { acceptMultipart } from './http/multipart.js';
import { parseJsonBodies } from './http/json-body.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { serveConsole } from './http/console-files.js';
import { mountExportDownloads } from './modules/trades/index.js';
import { watchIntegrations } from './integrations/health.js';
import { SimulatedIdentityProvider } from './integrations/identity/simulator.js';
import { SimulatedDictDirectory } from './integrations/dict/simulator.js';
import { ApiDictClaims } from './integrations/dict/api/claims.js';
import { ApiDictPolicies } from './integrations/dict/api/policies.js';
import { ApiDictLookups } from './integrations/dict/api/lookups.js';
import { SimulatedDictLookups } from './integrations/dict/lookups.js';
import { ApiDictReconciliation } from './integrations/dict/api/reconciliation.js';
import { ApiDictDirectory } from './integrations/dict/api/directory.js';
import { ApiFundsRecoveries } from './integrations/dict/api/funds-recoveries.js';
import { ApiInfractionReports } from './integrations/dict/api/infraction-reports.js';
import { TradesToldToDictSimulator } from './integrations/dict/api/trades-told.js';
import { DictTransport } from './integrations/dict/api/transport.js';
import { SimulatedDictClaims } from './integrations/dict/claims-simulator.js';
import { SimulatedDictPolicies } from './integrations/dict/policies-simulator.js';
import { SimulatedDictFraud } from './integrations/dict/fraud-simulator.js';
import { SimulatedInfractionReports } from './integrations/dict/infraction-simulator.js';
import { SimulatedRefundRequests } from './integrations/dict/refund-simulator.js';
import { SimulatedFundsTracing } from './integrations/dict/tracing-simulator.js';
import { SimulatedCustomerChannel } from './integrations/customer/simulator.js';
import { SimulatedSta } from './integrations/sta/simulator.js';
import { SimulatedSpi } from './integrations/spi/simulator.js';
import { IcomClient } from './integrations/spi/icom/client.js';
import { IcomSpi } from './integrations/spi/icom/gateway.js';
import { registerOurInstitution } from './modules/banking/index.js';
import { SessionCache } from './modules/auth/index.js';
import type { Integrations } from './core/integrations.js';

/**
 * The outside systems: the DICT's API for our keys, claims and infraction reports when the settings name it
 * (`DICT_URL`, config.ts), the SPI's ICOM for our payouts and returns when they name it (`SPI_URL`),
 * and deterministic simulators in this process for the rest.
 */
export function outsideSystems(config: Config): Integrations {
  const dict = config.dict ? new DictTransport(config.dict) : null;

  const fraud = new SimulatedDictFraud();
  // A DICT simulator hears of our trades from us, as the real DICT does from the SPI (DICT_SIMULATOR).
  const toldTrades = config.dict && config.dictIsSimulator ? new TradesToldToDictSimulator(config.dict, config.institution.ispb) : undefined;
  return {
    identity: new SimulatedIdentityProvider(),
    dict: dict ? new ApiDictDirectory(dict) : new SimulatedDictDirectory(),
    claims: dict ? new ApiDictClaims(dict, config.institution.ispb) : new SimulatedDictClaims(config.institution.ispb),
    policies: dict ? new ApiDictPolicies(dict, config.institution.ispb) : new SimulatedDictPolicies(),
    reconciliation: dict ? new ApiDictReconciliation(dict, config.institution.ispb) : null,
    fraud,
    lookups: dict ? new ApiDictLookups(dict, config.institution.ispb) : new SimulatedDictLookups(fraud),
    infractionReports: dict ? new ApiInfractionReports(dict, config.institution.ispb, toldTrades) : new SimulatedInfractionReports(config.institution.ispb),
    refundRequests: new SimulatedRefundRequests(config.institution.ispb),
    fundsRecoveries: dict ? new ApiFundsRecoveries(dict, config.institution.ispb, toldTrades) : null,
    fundsTracing: new SimulatedFundsTracing(),
    customers: new SimulatedCustomerChannel(),
    sta: new SimulatedSta(),
    spi: config.spi ? new IcomSpi(new IcomClient(config.spi), config.institution.ispb) : new SimulatedSpi(),
  };
}

export interface AppDeps {
  db: Database;
  config: Config;
  clock: Clock;
  /** Defaults to the simulators. */
  integrations?: Integrations;
  /** Tests pass `false`; by default the process's logger (LOG_LEVEL, LOG_FORMAT). */
  logger?: FastifyServerOptions['logger'];
  validateAnswers?: boolean;
  /** Tests add bindings of their own; the product's are always mounted and checked. */
  extraBindings?: readonly Binding[];
  /** A streaming replica of `db` (DATABASE_REPLICA_URL) for list and detail reads. */
  replica?: Database | undefined;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  checkBindingsCoverContracts(productBindings);
  await registerOurInstitution(deps.db, deps.config.institution, deps.clock.now());
  const loggerInstance: FastifyBaseLogger | undefined = deps.logger === undefined ? await createLogger(deps.config) : undefined;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: deps.logger }),
    genReqId: () => randomUUID(),
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: deps.config.trustProxy,
  });

  addSecurityHeaders(app);

  await acceptMultipart(app);
  parseJsonBodies(app);
  if (deps.config.apiDocs) {
    await app.register(swagger, { mode: 'static', specification: { document: openApiDocument() as never } });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  }

  const integrations = watchIntegrations(deps.integrations ?? outsideSystems(deps.config));
  mountBindings(app, {
    db: deps.db, config: deps.config, clock: deps.clock, integrations, validateAnswers: deps.validateAnswers ?? false, gatekeeper: approvalGatekeeper,
    sessions: new SessionCache(deps.db),
    reads: deps.replica ? new ReplicaRouting(deps.db, deps.replica, (err) => app.log.warn({ err }, 'the read replica did not answer: reading the primary')) : primaryOnly(deps.db),
  }, [
    ...productBindings,
    ...(deps.extraBindings ?? []),
  ]);

  mountExportDownloads(app, deps);

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected transport error');
    const msg = status === 500 ? `Unexpected error; quote reference ${request.id} to support` : error.message;
    return reply.status(status).send({ code: status, msg, data: null });
  });

  serveConsole(app, deps.config.webDist);
  return app;
}
