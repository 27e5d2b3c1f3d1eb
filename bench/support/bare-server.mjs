// The throughput baseline: Fastify answering a list call's path with a fixed JSON answer, without
// session, permission, validation or database. Reads the answer from BARE_ANSWER_FILE.
import fs from 'node:fs';
import Fastify from 'fastify';

const answer = fs.readFileSync(process.env.BARE_ANSWER_FILE, 'utf8');
const app = Fastify({ logger: false });
app.post(process.env.BARE_PATH, async (_request, reply) => reply.type('application/json').send(answer));
app.get('/login', async () => 'ok');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
