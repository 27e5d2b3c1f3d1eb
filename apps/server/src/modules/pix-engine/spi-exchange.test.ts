import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { SpiGateway } from '../../integrations/spi/gateway.js';
import { SimulatedSpi } from '../../integrations/spi/simulator.js';
import { receivingDesk, startSpiExchange } from './spi-exchange.js';

// The loop that exchanges the SPI's messages over its ICOM: a round a second, one at a time, a
// failed round logged and the next still run; nothing at all with the simulator in the process.

const clock = { now: () => new Date() };
const quiet = (errors: unknown[]) => ({ error: (entry: unknown) => errors.push(entry) }) as unknown as FastifyBaseLogger;

describe('the SPI exchange loop', () => {
  it('runs a round a second with the engine\'s pay-in desk, goes on after a failed one, and stops when told', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const spi: SpiGateway = {
      sendPayout: () => Promise.resolve({ outcome: 'pending' }), sendReturn: () => Promise.resolve({ outcome: 'pending' }), answerFor: () => Promise.resolve({ outcome: 'pending' }),
      exchange: async (_db, _now, desk) => {
        rounds += 1;
        expect(desk).toBe(receivingDesk);
        if (rounds === 1) throw new Error('the ICOM did not answer');
        return { posted: 0, read: 0 };
      },
    };
    const stop = startSpiExchange({} as Database, spi, clock, quiet(errors));
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    stop();
    const seen = rounds;
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(rounds).toBe(seen);
  });

  it('runs nothing with the SPI simulator in the process, which has no messages to exchange', async () => {
    const errors: unknown[] = [];
    const asked: string[] = [];
    const simulator = new SimulatedSpi();
    const watched = new Proxy(simulator, { get: (target, property) => { asked.push(String(property)); return Reflect.get(target, property) as unknown; } });
    const stop = startSpiExchange({} as Database, watched, clock, quiet(errors));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    stop();
    expect([asked, errors]).toEqual([['exchange'], []]);
  });
});
