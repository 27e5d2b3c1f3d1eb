import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDictSimulator, type RunningDictSimulator } from '../../../test-support/dict-simulator.js';
import { registrationRequestId, type DictEntry } from '../directory.js';
import { DictRefusal } from '../refusal.js';
import { heldElsewhere } from '../simulator.js';
import { ApiDictDirectory } from './directory.js';
import { DictTransport } from './transport.js';

/** A registration as the product asks for it: the entry, by its request id. */
const registration = (entry: DictEntry) => [entry, registrationRequestId(entry)] as const;

const OURS = '12345678';
let simulator: RunningDictSimulator;
let transport: DictTransport;
let directory: ApiDictDirectory;
beforeAll(async () => {
  simulator = await startDictSimulator({ participant: OURS });
  transport = new DictTransport({ url: simulator.url, client: simulator.participant, authorities: [simulator.authority.certificate], timeoutMs: 2_000 });
  directory = new ApiDictDirectory(transport);
});
afterAll(async () => {
  await transport.close();
  await simulator.stop();
});

let accounts = 0;
/** An entry on an account of its own (an account holds five keys at most). */
const entryOf = (keyType: DictEntry['keyType'], keyValue: string, ownerDocument = '11122233300'): DictEntry => ({
  keyType, keyValue, ispb: OURS, branch: '0001', accountNumber: String(7_000_000 + (accounts += 1)).padStart(10, '0'), accountType: 'CACC',
  accountOpenedAt: new Date('2024-03-01T03:00:00Z'), ownerDocument, ownerName: 'Ana Souza',
});
/** An e-mail key another participant holds, or not (the simulators hold one in ten, by the key's hash). */
function email(elsewhere: boolean): string {
  for (;;) {
    const key = `ana.${randomUUID().slice(0, 8)}@exemplo.com.br`;
    if (heldElsewhere(key) === elsewhere) return key;
  }
}
/** A CPF held elsewhere: a document key is its owner's, so it is a portability. */
function cpfHeldElsewhere(): string {
  for (let n = 10_000_000_000; ; n += 1) if (heldElsewhere(String(n))) return String(n);
}

describe('our keys at the DICT through its API', () => {
  it('registers a key, and a registration asked again is the same one', async () => {
    const entry = entryOf('EMAIL', email(false));
    await expect(directory.registerKey(...registration(entry))).resolves.toEqual({ outcome: 'registered', key: entry.keyValue });
    await expect(directory.registerKey(...registration(entry))).resolves.toEqual({ outcome: 'registered', key: entry.keyValue });
  });

  it('takes an EVP key as the DICT makes it', async () => {
    const made = await directory.registerKey(...registration(entryOf('EVP', randomUUID())));
    expect(made.outcome).toBe('registered');
    expect(made.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('says a key held elsewhere needs a claim, or a portability for the owner\'s own document', async () => {
    await expect(directory.registerKey(...registration(entryOf('EMAIL', email(true))))).resolves.toMatchObject({ outcome: 'claim' });
    const cpf = cpfHeldElsewhere();
    await expect(directory.registerKey(...registration(entryOf('CPF', cpf, cpf)))).resolves.toMatchObject({ outcome: 'portability', key: cpf });
  });

  it('passes on what else the DICT refuses, in its words', async () => {
    const refused = directory.registerKey(...registration(entryOf('CPF', '98765432100')));
    await expect(refused).rejects.toBeInstanceOf(DictRefusal);
    await expect(refused).rejects.toThrow(/EntryTaxIdNumberByDifferentOwner/);
  });

  it('deletes a key, and a deletion asked again finds it gone and is done', async () => {
    const entry = entryOf('EMAIL', email(false));
    await directory.registerKey(...registration(entry));
    await directory.deleteKey(entry, 'USER_REQUESTED');
    await expect(directory.deleteKey(entry, 'USER_REQUESTED')).resolves.toBeUndefined();
    const checked = await transport.call('checkKeys', { body: { Keys: [entry.keyValue] } });
    expect(checked.Keys).toEqual([{ value: entry.keyValue, hasEntry: false }]);
  });
});
