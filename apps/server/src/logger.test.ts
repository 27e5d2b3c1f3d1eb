import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createLogger, type LogOutput } from './logger.js';

/** A stream standing in for standard output, a terminal or not. */
function output(isTTY: boolean) {
  const stream: LogOutput & PassThrough = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

/** A Fastify app on this logger, answering one request. */
async function oneRequest(env: NodeJS.ProcessEnv, isTTY = false) {
  const out = output(isTTY);
  const app = Fastify({ loggerInstance: await createLogger(loadConfig(env), out.stream) });
  app.get('/ping', async () => 'pong');
  await app.inject({ method: 'GET', url: '/ping' });
  app.log.warn('disk nearly full');
  await app.close();
  return out.text();
}

describe('createLogger', () => {
  it('leaves requests out by default, keeping warnings', async () => {
    const text = await oneRequest({});
    expect(text).not.toContain('/ping');
    expect(text.trim().split('\n').map((line) => JSON.parse(line).msg)).toEqual(['disk nearly full']);
  });

  it('logs every request at LOG_LEVEL=info', async () => {
    const messages = (await oneRequest({ LOG_LEVEL: 'info' })).trim().split('\n').map((line) => JSON.parse(line).msg);
    expect(messages).toEqual(expect.arrayContaining(['incoming request', 'request completed', 'disk nearly full']));
  });

  it('writes readable lines on a terminal and JSON lines elsewhere, unless told', async () => {
    const onTerminal = await oneRequest({}, true);
    expect(onTerminal).toMatch(/WARN.*disk nearly full/);
    expect(() => JSON.parse(onTerminal.trim())).toThrow();
    expect(JSON.parse((await oneRequest({ LOG_FORMAT: 'json' }, true)).trim())).toMatchObject({ level: 40, msg: 'disk nearly full' });
    expect(await oneRequest({ LOG_FORMAT: 'pretty' }, false)).toMatch(/WARN.*disk nearly full/);
  });
});
