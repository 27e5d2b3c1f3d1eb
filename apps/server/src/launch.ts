// How an API server process is started: by `npm start`, `npm run serve` and the bench alike.

/** The API server's entry point, from the repository's root. */
const SERVER_ENTRY = 'apps/server/dist/main.js';

/**
 * Node's flags for an API server process. A list call makes short-lived objects by the thousand
 * (rows, their answer, its JSON), and V8's young generation, 16 MiB semi-spaces by default, filled
 * and was swept so often that a larger one (64 MiB) served about 7 % more list calls per second from
 * 8 clients, at 7 % less CPU per call (customers on the large profile, four runs each way in turns).
 * The semi-spaces grow to that size only under such a load. The worker (exports, bounded in memory)
 * keeps Node's defaults.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

/** The arguments of `node` that start an API server process. */
export const serverArguments = (): string[] => [...SERVER_NODE_FLAGS, SERVER_ENTRY];
