// `npm run sim:spi`: the SPI simulator as a process of its own. Its identity and whom it trusts
// are files, as a real deployment's are (`npm start` makes them for the embedded default):
//
//   SPI_SIM_CERT, SPI_SIM_KEY  its HTTPS certificate and key (PEM), which also sign what it sends
//   SPI_SIM_CA                 the authorities whose participants it takes (PEM, one or more)
//   SPI_SIM_PARTICIPANTS       the ISPBs of the participants that connect, by commas; it plays every other
//   SPI_SIM_PORT, SPI_SIM_HOST where it listens (8644, 127.0.0.1)
//   SPI_SIM_DATA               its journal's folder (data/spi-sim)
//   SPI_SIM_ANSWER_MS          how long a receiver has to answer a Pix (40000)
//   SPI_SIM_POLL_MS            how long a pull waits for a message (5000)
//   SPI_SIM_STREAM_IDLE_MS     how long a stream may go unused before it gives back what it
//                              delivered unconfirmed (60000)
import fs from 'node:fs';
import { buildSpiSimulator, ICOM_BASE } from './server.js';

const required = (name: string) => {
  const file = process.env[name];
  if (!file) throw new Error(`spi-sim: ${name} names no file (see apps/spi-sim/README.md)`);
  return fs.readFileSync(file, 'utf8');
};
const milliseconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 0 || value > 600_000) throw new Error(`spi-sim: ${name} ${process.env[name]} is not a number of milliseconds up to 600000`);
  return value;
};
const participants = (process.env.SPI_SIM_PARTICIPANTS ?? '').split(',').map((ispb) => ispb.trim()).filter(Boolean);
if (participants.length === 0 || participants.some((ispb) => !/^[0-9A-Z]{8}$/.test(ispb))) throw new Error('spi-sim: SPI_SIM_PARTICIPANTS names the ISPBs that connect, by commas');

const { app } = buildSpiSimulator({
  tls: { key: required('SPI_SIM_KEY'), certificate: required('SPI_SIM_CERT') },
  authorities: [required('SPI_SIM_CA')],
  participants,
  dataDir: process.env.SPI_SIM_DATA ?? 'data/spi-sim',
  answerMs: milliseconds('SPI_SIM_ANSWER_MS', 40_000),
  pollMs: milliseconds('SPI_SIM_POLL_MS', 5_000),
  streamIdleMs: milliseconds('SPI_SIM_STREAM_IDLE_MS', 60_000),
});
const address = await app.listen({ port: Number(process.env.SPI_SIM_PORT ?? 8644), host: process.env.SPI_SIM_HOST ?? '127.0.0.1' });
console.log(`spi-sim: the ICOM at ${address}${ICOM_BASE}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
