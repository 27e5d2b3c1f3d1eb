import fs from 'node:fs';
import path from 'node:path';
import { z } from '@wallet/contracts';
import type { DictEndpoint } from './integrations/dict/api/transport.js';
import type { SpiEndpoint } from './integrations/spi/icom/client.js';

const flag = z.pipe(z.enum(['true', 'false', '1', '0']), z.transform((v) => v === 'true' || v === '1'));
const positiveInt = z.coerce.number().check(z.int(), z.positive());
/** An empty variable (`DATABASE_URL=`) means unset, as shells and process managers often write it. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform((v) => (v === '' ? undefined : v)), z.optional(schema));
/** Text written into regulatory XML files: printable, so that every character is one XML 1.0 allows. */
const reportText = (fallback: string) => z._default(z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(140),
  z.regex(/^[^\p{Cc}\p{Cs}\uFFFE\uFFFF]+$/u, 'must be printable text'),
), fallback);

/** Every setting of the server, read from the environment once at start. */
const Environment = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 8080),
  HOST: z._default(z.string(), 'localhost'),
  DATABASE_URL: optional(z.url()),
  DATABASE_POOL_SIZE: z._default(positiveInt, 10),
  // API processes sharing PORT (node:cluster), each with its own pool: one per core on PostgreSQL.
  API_PROCESSES: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(64)), 1),
  // A streaming replica of DATABASE_URL's server: list and detail reads go there (db/read-routing.ts).
  DATABASE_REPLICA_URL: optional(z.url()),
  DATA_DIR: z._default(z.string(), 'data'),
  SEED_DEMO: z._default(flag, true),
  // Warnings and errors only: at `info` Fastify logs every request, which buries what matters.
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'warn'),
  LOG_FORMAT: z._default(z.enum(['auto', 'pretty', 'json']), 'auto'),
  SIGN_IN_IDLE_MINUTES: z._default(positiveInt, 30),
  SIGN_IN_MAX_HOURS: z._default(positiveInt, 12),
  // A session revoked in one process must be refused by every other within a second.
  SIGN_IN_CACHE_MS: z._default(z.coerce.number().check(
    z.int(),
    z.gte(0),
    z.lte(1000, 'must be at most 1000: a revoked session is refused everywhere within a second'),
  ), 500),
  LOGIN_IP_LIMIT_PER_MINUTE: z._default(positiveInt, 30),
  LOGIN_USERNAME_LIMIT_PER_MINUTE: z._default(positiveInt, 10),
  LOCKOUT_FAILURES: z._default(positiveInt, 10),
  LOCKOUT_WINDOW_MINUTES: z._default(positiveInt, 15),
  LOCKOUT_MINUTES: z._default(positiveInt, 15),
  BODY_LIMIT_BYTES: z._default(positiveInt, 1024 * 1024),
  TRUST_PROXY: z._default(flag, false),
  API_DOCS: optional(flag),
  WEB_DIST: optional(z.string()),
  EXPORT_DIR: optional(z.string()),
  EXPORT_RETENTION_DAYS: z._default(positiveInt, 7),
  IN_PROCESS_WORKER: z._default(flag, true),
  JOB_POLL_MS: z._default(positiveInt, 500),
  JOB_STALE_SECONDS: z._default(positiveInt, 120),
  INSTITUTION_ISPB: z._default(z.string().check(z.regex(/^\d{8}$/, 'must be the 8 digits of an ISPB')), '12345678'),
  INSTITUTION_NAME: reportText('Wallet Admin Instituição de Pagamento S.A.'),
  /** Banks we also hold customer accounts through, by ISPB, comma-separated. */
  SPONSOR_BANK_ISPBS: z.pipe(z._default(z.string(), '').check(z.refine((text) => ispbList(text).every((ispb) => /^\d{8}$/.test(ispb)), 'must be 8-digit ISPBs separated by commas')), z.transform(ispbList)),
  REPORT_CONTACT_NAME: reportText('Regulatory Reporting Desk'),
  REPORT_CONTACT_EMAIL: z._default(z.email().check(z.maxLength(140)), 'regulatorio@wallet.example'),
  REPORT_CONTACT_PHONE: z._default(z.string().check(z.regex(/^\+55\d{10,11}$/, 'must be +55, the area code and the number')), '+551140000000'),
  /** What the Pix engine does with a payout to a key or person marked for fraud: refuse, review (above MARKED_PAYEE_REVIEW_ABOVE), allow. */
  MARKED_PAYEE_RULE: z._default(z.enum(['refuse', 'review', 'allow']), 'review'),
  /** Centavos above which a payout to a marked payee waits for a second look (rule `review`). */
  MARKED_PAYEE_REVIEW_ABOVE: z._default(z.coerce.number().check(z.int(), z.gte(0)), 100_000),
  DEMO_TRAFFIC_PER_MINUTE: optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(600))),
  /**
   * The DICT's API, with the three files after it (PEM): our keys and claims go there, over mutual
   * TLS and signed (integrations/dict/api); unset, to the simulators in this process.
   */
  DICT_URL: optional(z.url({ protocol: /^https$/ })),
  DICT_CLIENT_CERT: optional(z.string()),
  DICT_CLIENT_KEY: optional(z.string()),
  DICT_CA: optional(z.string()),
  DICT_TIMEOUT_MS: z._default(positiveInt, 10_000),
  /**
   * The DICT at DICT_URL is the DICT simulator (npm run sim:dict), which knows no SPI: it is told
   * our settled trades, as the SPI tells the real DICT, so that the participants it plays report them.
   */
  DICT_SIMULATOR: z._default(flag, false),
  /**
   * The SPI's ICOM (its message interface, `…/api/v1`), with the three files after it (PEM): our
   * payouts and returns go there as ISO 20022 messages, over mutual TLS and signed
   * (integrations/spi/icom); unset, to the SPI simulator in this process.
   */
  SPI_URL: optional(z.url({ protocol: /^https$/ })),
  SPI_CLIENT_CERT: optional(z.string()),
  SPI_CLIENT_KEY: optional(z.string()),
  SPI_CA: optional(z.string()),
  SPI_TIMEOUT_MS: z._default(positiveInt, 30_000),
});

type Environment = z.infer<typeof Environment>;

/**
 * What the engine does with a payout to a key or person under a fraud marker (a setting,
 * `MARKED_PAYEE_RULE`): refuse it, hold it for a second look above `reviewAbove` centavos, or
 * allow it.
 */
export interface MarkedPayeeSetting {
  rule: 'refuse' | 'review' | 'allow';
  reviewAbove: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** API processes serving PORT together (node:cluster); more than one needs DATABASE_URL. */
  apiProcesses: number;
  /** A streaming replica of the PostgreSQL server, for list and detail reads. */
  databaseReplicaUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  /** Simulated Pix each API process sends through the engine every minute (a demo that lives). */
  demoTrafficPerMinute: number;
  /** The marked-payee rule of the Pix engine. */
  markedPayee: MarkedPayeeSetting;
  logLevel: Environment['LOG_LEVEL'];
  /** `auto`: readable lines on a terminal, JSON lines (for log collectors) otherwise. */
  logFormat: Environment['LOG_FORMAT'];
  /** Session limits; `cacheMs`: how long a process answers from a session it looked up (modules/auth/session-cache.ts). */
  session: { idleMs: number; maxAgeMs: number; cacheMs: number };
  login: {
    ipLimitPerMinute: number;
    usernameLimitPerMinute: number;
    lockoutFailures: number;
    lockoutWindowMs: number;
    lockoutMs: number;
  };
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Serve the OpenAPI document and its page at /api/docs (on by default only with demo data). */
  apiDocs: boolean;
  webDist: string;
  exports: { dir: string; retentionDays: number };
  /** Run a job worker inside the API process (exports); `npm run worker` runs more elsewhere. */
  inProcessWorker: boolean;
  /** How often an idle worker looks for queued jobs. */
  jobPollMs: number;
  /** A running job silent (no progress) this long lost its worker and is taken again. */
  jobStaleMs: number;
  /** Who files the regulatory reports: the header of every APIX file. */
  institution: Institution;
  /** The DICT's API and who we are to it; null: the simulators in this process. */
  dict: DictEndpoint | null;
  /** The DICT at `dict` is the DICT simulator, told what the SPI would tell the real one (DICT_SIMULATOR). */
  dictIsSimulator: boolean;
  /** The SPI's ICOM and who we are to it; null: the SPI simulator in this process. */
  spi: SpiEndpoint | null;
}

export interface Institution {
  ispb: string;
  name: string;
  /** Sponsor banks whose accounts this console also runs, by ISPB. */
  sponsorIspbs: string[];
  contact: { name: string; email: string; phone: string };
}

const MINUTE = 60_000;

/** `" 60701190, 00000000"` → `['60701190', '00000000']`. */
function ispbList(text: string) {
  return text.split(',').map((ispb) => ispb.trim()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new Error('Invalid configuration: DATABASE_REPLICA_URL: a replica of the PostgreSQL server of DATABASE_URL, which is not set');
  }
  const dict = dictEndpoint(e);
  if (e.DICT_SIMULATOR && !dict) throw new Error('Invalid configuration: DICT_SIMULATOR: says the DICT at DICT_URL is the DICT simulator, and DICT_URL is not set');
  if (e.API_PROCESSES > 1 && !e.DATABASE_URL) {
    throw new Error('Invalid configuration: API_PROCESSES: more than one process needs a PostgreSQL server (DATABASE_URL); the embedded database belongs to one process');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    apiProcesses: e.API_PROCESSES,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO,
    // A gentle stream on the embedded database with demo data; none on a real deployment.
    markedPayee: { rule: e.MARKED_PAYEE_RULE, reviewAbove: e.MARKED_PAYEE_REVIEW_ABOVE },
    demoTrafficPerMinute: e.DEMO_TRAFFIC_PER_MINUTE ?? (e.DATABASE_URL === undefined && e.SEED_DEMO ? 6 : 0),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    session: { idleMs: e.SIGN_IN_IDLE_MINUTES * MINUTE, maxAgeMs: e.SIGN_IN_MAX_HOURS * 60 * MINUTE, cacheMs: e.SIGN_IN_CACHE_MS },
    login: {
      ipLimitPerMinute: e.LOGIN_IP_LIMIT_PER_MINUTE,
      usernameLimitPerMinute: e.LOGIN_USERNAME_LIMIT_PER_MINUTE,
      lockoutFailures: e.LOCKOUT_FAILURES,
      lockoutWindowMs: e.LOCKOUT_WINDOW_MINUTES * MINUTE,
      lockoutMs: e.LOCKOUT_MINUTES * MINUTE,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    // Demo data lives on the embedded database only; a real deployment publishes its API by choice.
    apiDocs: e.API_DOCS ?? (e.DATABASE_URL === undefined && e.SEED_DEMO),
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    exports: { dir: path.resolve(e.EXPORT_DIR ?? path.join(e.DATA_DIR, 'exports')), retentionDays: e.EXPORT_RETENTION_DAYS },
    inProcessWorker: e.IN_PROCESS_WORKER,
    jobPollMs: e.JOB_POLL_MS,
    jobStaleMs: e.JOB_STALE_SECONDS * 1000,
    institution: {
      ispb: e.INSTITUTION_ISPB,
      name: e.INSTITUTION_NAME,
      sponsorIspbs: e.SPONSOR_BANK_ISPBS.filter((ispb) => ispb !== e.INSTITUTION_ISPB),
      contact: { name: e.REPORT_CONTACT_NAME, email: e.REPORT_CONTACT_EMAIL, phone: e.REPORT_CONTACT_PHONE },
    },
    dict,
    dictIsSimulator: e.DICT_SIMULATOR,
    spi: spiEndpoint(e),
  };
}

/** A PEM file a setting names, read once at start. */
function pemOf(name: string, file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Invalid configuration: ${name}: cannot read ${file} (${(error as Error).message})`, { cause: error });
  }
}

/** The SPI's ICOM from its four settings, which go together; none of them: the simulator in this process. */
function spiEndpoint(e: Environment): SpiEndpoint | null {
  const given = [e.SPI_CLIENT_CERT, e.SPI_CLIENT_KEY, e.SPI_CA].filter(Boolean).length;
  if (!e.SPI_URL && given === 0) return null;
  if (!e.SPI_URL || given < 3) {
    throw new Error('Invalid configuration: SPI_URL, SPI_CLIENT_CERT, SPI_CLIENT_KEY and SPI_CA go together: the ICOM\'s address, our certificate and its key, and the authority that issued the SPI\'s certificate');
  }
  return {
    url: e.SPI_URL,
    ispb: e.INSTITUTION_ISPB,
    client: { certificate: pemOf('SPI_CLIENT_CERT', e.SPI_CLIENT_CERT!), key: pemOf('SPI_CLIENT_KEY', e.SPI_CLIENT_KEY!) },
    authorities: [pemOf('SPI_CA', e.SPI_CA!)],
    timeoutMs: e.SPI_TIMEOUT_MS,
  };
}

/** The DICT's API from its four settings, which go together; none of them: the simulators. */
function dictEndpoint(e: Environment): DictEndpoint | null {
  const files = { DICT_CLIENT_CERT: e.DICT_CLIENT_CERT, DICT_CLIENT_KEY: e.DICT_CLIENT_KEY, DICT_CA: e.DICT_CA };
  const given = Object.values(files).filter(Boolean).length;
  if (!e.DICT_URL && given === 0) return null;
  if (!e.DICT_URL || given < 3) {
    throw new Error('Invalid configuration: DICT_URL, DICT_CLIENT_CERT, DICT_CLIENT_KEY and DICT_CA go together: the DICT\'s address, our certificate and its key, and the authority that issued the DICT\'s certificate');
  }
  return {
    url: e.DICT_URL,
    client: { certificate: pemOf('DICT_CLIENT_CERT', e.DICT_CLIENT_CERT!), key: pemOf('DICT_CLIENT_KEY', e.DICT_CLIENT_KEY!) },
    authorities: [pemOf('DICT_CA', e.DICT_CA!)],
    timeoutMs: e.DICT_TIMEOUT_MS,
  };
}
