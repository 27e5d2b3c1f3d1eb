import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictSimulatorForTests } from '../../../test-support/dict-simulator.js';
import { registrationRequestId, type DictEntry } from '../directory.js';
import { DictRefusal } from '../refusal.js';
import { heldElsewhere } from '../simulator.js';
import { ApiDictClaims } from './claims.js';
import { ApiDictDirectory } from './directory.js';

/** A registration as the product asks for it: the entry, by its request id. */
const registration = (entry: DictEntry) => [entry, registrationRequestId(entry)] as const;

const OURS = '12345678';
const THEIRS = '87654321';
const dict = dictSimulatorForTests(OURS);
/** One side of a claim: its transport, its keys and its claims at the DICT. */
function side(ispb: string) {
  const transport = dict.transportOf(ispb);
  return { transport, directory: new ApiDictDirectory(transport), claims: new ApiDictClaims(transport, ispb) };
}
let us: ReturnType<typeof side>;
let them: ReturnType<typeof side>;
beforeAll(() => {
  us = side(OURS);
  them = side(THEIRS);
});

const account = { branch: '0001', accountType: 'CACC' as const, openedAt: new Date('2024-03-01T03:00:00Z') };
const entryAt = (ispb: string, keyValue: string, ownerDocument: string, ownerName: string): DictEntry => ({
  keyType: 'EMAIL', keyValue, ispb, branch: account.branch, accountNumber: String(Math.floor(Math.random() * 1e9)).padStart(10, '0'), accountType: account.accountType,
  accountOpenedAt: account.openedAt, ownerDocument, ownerName,
});
function freeEmail(): string {
  for (;;) {
    const key = `bruno.${randomUUID().slice(0, 8)}@exemplo.com.br`;
    if (!heldElsewhere(key)) return key;
  }
}

describe('claims at the DICT through its API', () => {
  it('claims a key another participant holds for someone else, which its donor receives and gives up, and we take', async () => {
    const key = freeEmail();
    await them.directory.registerKey(...registration(entryAt(THEIRS, key, '99988877766', 'Bruno Lima')));
    await expect(us.directory.registerKey(...registration(entryAt(OURS, key, '11122233300', 'Ana Souza')))).resolves.toMatchObject({ outcome: 'claim' });
    const before = new Date(Date.now() - 1_000);
    const opened = await us.claims.open({
      type: 'OWNERSHIP', keyType: 'EMAIL', keyValue: key, claimerIspb: OURS, claimerDocument: '11122233300', claimerName: 'Ana Souza',
      claimerAccount: { ...account, accountNumber: '0000004321' },
    });
    expect(opened).toMatchObject({ status: 'OPEN', type: 'OWNERSHIP', keyValue: key, claimerIspb: OURS, donorIspb: THEIRS, cancelledBy: null });
    expect(Math.abs(opened.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    await expect(us.claims.confirm(opened.id, 'USER_REQUESTED')).rejects.toBeInstanceOf(DictRefusal);
    await expect(them.claims.acknowledge(opened.id)).resolves.toMatchObject({ status: 'WAITING_RESOLUTION' });
    await expect(them.claims.confirm(opened.id, 'USER_REQUESTED')).resolves.toMatchObject({ status: 'CONFIRMED', confirmReason: 'USER_REQUESTED' });
    const changed = await us.claims.listModifiedSince(before);
    expect(changed.find((claim) => claim.id === opened.id)).toMatchObject({ status: 'CONFIRMED' });

    await expect(us.claims.complete(opened.id)).resolves.toMatchObject({ status: 'COMPLETED' });
    // Asked again (an answer lost on the way): the same completion, not a refusal.
    await expect(us.claims.complete(opened.id)).resolves.toMatchObject({ status: 'COMPLETED' });
    const checked = await us.transport.call('checkKeys', { body: { Keys: [key] } });
    expect(checked.Keys).toEqual([{ value: key, hasEntry: true }]);
  });
});
