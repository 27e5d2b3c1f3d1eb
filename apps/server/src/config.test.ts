import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: 'localhost', databaseUrl: undefined, seedDemo: true, session: { idleMs: 30 * 60_000, maxAgeMs: 12 * 3_600_000, cacheMs: 500 } });
  });

  it('logs warnings and errors only by default, in the format that suits the output', () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'warn', logFormat: 'auto' });
    expect(loadConfig({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' })).toMatchObject({ logLevel: 'info', logFormat: 'json' });
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('sends simulated Pix traffic only on the embedded database with demo data, unless told', () => {
    expect(loadConfig({}).demoTrafficPerMinute).toBe(6);
    expect(loadConfig({ SEED_DEMO: 'false' }).demoTrafficPerMinute).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/wallet' }).demoTrafficPerMinute).toBe(0);
    expect(loadConfig({ DEMO_TRAFFIC_PER_MINUTE: '0' }).demoTrafficPerMinute).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/wallet', DEMO_TRAFFIC_PER_MINUTE: '30' }).demoTrafficPerMinute).toBe(30);
    expect(() => loadConfig({ DEMO_TRAFFIC_PER_MINUTE: '-1' })).toThrow(/DEMO_TRAFFIC_PER_MINUTE/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('keeps a looked-up session a second at most, so that a revocation reaches every process within one', () => {
    expect(loadConfig({ SIGN_IN_CACHE_MS: '0' }).session.cacheMs).toBe(0);
    expect(loadConfig({ SIGN_IN_CACHE_MS: '1000' }).session.cacheMs).toBe(1000);
    expect(() => loadConfig({ SIGN_IN_CACHE_MS: '1001' })).toThrow(/SIGN_IN_CACHE_MS: must be at most 1000/);
  });

  it('takes a read replica only beside the PostgreSQL server it replicates', () => {
    const replica = 'postgres://reader@replica.internal:5432/wallet_admin';
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/wallet_admin', DATABASE_REPLICA_URL: replica }).databaseReplicaUrl).toBe(replica);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(/DATABASE_REPLICA_URL: .*DATABASE_URL, which is not set/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.internal/wallet_admin', DATABASE_REPLICA_URL: 'replica' })).toThrow(/DATABASE_REPLICA_URL/);
  });

  it('runs several API processes only on a PostgreSQL server', () => {
    expect(loadConfig({}).apiProcesses).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/wallet_admin', API_PROCESSES: '2' }).apiProcesses).toBe(2);
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(/API_PROCESSES: more than one process needs a PostgreSQL server \(DATABASE_URL\)/);
    for (const bad of ['0', '1.5', 'all', '65']) {
      expect(() => loadConfig({ DATABASE_URL: 'postgres://db.internal/wallet_admin', API_PROCESSES: bad })).toThrow(/API_PROCESSES/);
    }
  });
});
