import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

/** Where log lines go: standard output, unless a test hands another stream. */
export type LogOutput = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * The process's logger: readable lines when a person watches the terminal, JSON lines when a log
 * collector reads the output (`LOG_FORMAT=auto` tells them apart by whether the output is a terminal).
 */
export async function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, output: LogOutput = process.stdout): Promise<Logger> {
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && output.isTTY === true);
  if (!pretty) return pino({ level: config.logLevel }, output);
  // Loaded only when asked for: a deployment that writes JSON never loads it.
  const { default: prettyStream } = await import('pino-pretty');
  const stream = prettyStream({ destination: output, sync: true, colorize: output.isTTY === true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  return pino({ level: config.logLevel }, stream);
}
