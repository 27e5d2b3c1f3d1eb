import { createHash } from 'node:crypto';
import type { StaFile, StaGateway } from './gateway.js';

/** An STA that files everything and numbers it from the file's content: the same file, the same protocol. */
export class SimulatedSta implements StaGateway {
  submit(file: StaFile): Promise<{ protocol: string }> {
    const digest = createHash('sha256').update(file.content).digest('hex').slice(0, 12).toUpperCase();
    return Promise.resolve({ protocol: `STA-${file.reportType}-${file.month.replace('-', '')}-${digest}` });
  }
}
