// Concurrent calls that create the same unique value: every create call with a unique field, as
// the call-table property test (in-process) and the reliability suite (over HTTP, two API
// processes on PostgreSQL) send them. One must be done, every other refused with a 409 that names
// the field, none answered 5xx.
import { banking, cockpit, pix, staff, users, type Endpoint, type Envelope, type MessageKey } from '@wallet/contracts';
import { makeCnpj, makeCpf } from '../simulation/people.js';
import { SeededRandom } from '../simulation/random.js';

/** How many calls race for one value. */
export const CONCURRENT_DUPLICATES = 16;

/** A call as the test makes it, answering the envelope. */
export type Caller = (endpoint: Endpoint, body: unknown) => Promise<Envelope>;

export interface DuplicateCase {
  name: string;
  endpoint: Endpoint;
  /** The field the repeated value is sent in, as a 409 names it. */
  field: string;
  /** The call's own refusals of a value taken before it looked, besides the unique index's `input.value_taken`. */
  ownRefusals: readonly MessageKey[];
  /** A call that replaces the row holding the same value (a saved view): a call that comes later succeeds too. */
  replaces?: boolean;
  /** The bodies of the racing calls, all with the same value (in letter cases of their own where the value ignores case). */
  bodies(call: Caller): Promise<unknown[]>;
}

/** `text` with the case of its letters flipped by the bits of `n`: each racing call spells it its own way. */
function inCaseOf(text: string, n: number): string {
  let letter = 0;
  return text.replace(/[a-z]/gi, (c) => ((n >> (letter++ % 16)) & 1 ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c));
}

const times = <T>(make: (n: number) => T) => Array.from({ length: CONCURRENT_DUPLICATES }, (_, n) => make(n));

/** An envelope's data, which must be there. */
async function dataOf<T>(answer: Promise<Envelope>): Promise<T> {
  const { code, msg, data } = await answer;
  if (code !== 200) throw new Error(`a call preparing the race was refused: ${msg}`);
  return data as T;
}

/** A user's body, unique in all but what the case repeats. */
const person = (tag: string, n: number, random: SeededRandom) => ({
  kind: 'user', name: `Pessoa Repetida ${n}`, email: `${tag}-${n}@exemplo.com.br`, phone: '+5511912345678', doc_type: 'CPF', doc_number: makeCpf(random),
});

/** `CONCURRENT_DUPLICATES` active accounts, each of an owner of its own. */
async function accountsOfTheirOwn(call: Caller, tag: string, random: SeededRandom): Promise<number[]> {
  const accounts: number[] = [];
  for (const n of times((n) => n)) {
    const owner = await dataOf<{ id: number }>(call(users.create, person(`${tag}-owner`, n, random)));
    const account = await dataOf<{ id: number }>(call(banking.create, { owner_id: owner.id, account_type: 'CACC' }));
    await dataOf(call(banking.activate, { id: account.id }));
    accounts.push(account.id);
  }
  return accounts;
}

/** Every create call with a unique field, its value repeated by each racing call; `seed` makes the values new. */
export function duplicateCases(seed: number): DuplicateCase[] {
  const random = new SeededRandom(seed);
  const tag = `race${seed}`;
  return [
    {
      name: 'user/create with one CPF', endpoint: users.create, field: 'doc_number', ownRefusals: ['user.document_taken'],
      bodies: async () => {
        const cpf = makeCpf(random);
        return times((n) => ({ ...person(`${tag}-cpf`, n, random), doc_number: cpf }));
      },
    },
    {
      name: 'user/create of a merchant with one CNPJ', endpoint: users.create, field: 'doc_number', ownRefusals: ['user.document_taken'],
      bodies: async () => {
        const cnpj = makeCnpj(random);
        return times((n) => ({ ...person(`${tag}-cnpj`, n, random), kind: 'merchant', name: `Loja Repetida ${n}`, doc_type: 'CNPJ', doc_number: cnpj }));
      },
    },
    {
      name: 'user/create with one e-mail in letter cases of its own', endpoint: users.create, field: 'email', ownRefusals: ['user.email_taken'],
      bodies: async () => times((n) => ({ ...person(tag, n, random), email: inCaseOf(`${tag}-same@exemplo.com.br`, n) })),
    },
    {
      name: 'role/create with one name', endpoint: staff.roleCreate, field: 'name', ownRefusals: ['role.name_taken'],
      bodies: async () => times((n) => ({ name: inCaseOf(`Race role ${tag}`, n), permissions: [] })),
    },
    {
      name: 'staff/create with one username', endpoint: staff.staffCreate, field: 'username', ownRefusals: ['staff.username_taken'],
      bodies: async (call) => {
        const [role] = (await dataOf<{ list: { id: number }[] }>(call(staff.roleList, {}))).list;
        return times((n) => ({ username: inCaseOf(`member.${tag}`, n), name: `Member ${n}`, email: `${tag}-member-${n}@exemplo.com.br`, role_id: role!.id }));
      },
    },
    {
      name: 'view/save with one name', endpoint: cockpit.viewSave, field: 'name', ownRefusals: [], replaces: true,
      bodies: async () => times((n) => ({ list_key: '/userCenter/userList', name: inCaseOf(`Race view ${tag}`, n), query: `page_size=${n + 10}` })),
    },
    {
      name: 'pix-keys/register of one e-mail key on accounts of their own', endpoint: pix.keys.register, field: 'key_value', ownRefusals: ['pix_key.taken', 'pix_key.taken_meanwhile'],
      bodies: async (call) => {
        const accounts = await accountsOfTheirOwn(call, tag, random);
        return times((n) => ({ account_id: accounts[n], key_type: 'EMAIL', key_value: inCaseOf(`${tag}-key@exemplo.com.br`, n) }));
      },
    },
  ];
}

/** How a race ended: the calls done, those refused with a 409 naming the case's field, and any other answer. */
export interface RaceTally {
  done: number;
  taken: number;
  others: { code: number; msg: string }[];
}

/** Whether an answer is a 409 naming the case's field: the unique index's `{ field }`, or the call's own refusal of a taken value. */
function namesTheField(answer: Envelope, race: DuplicateCase): boolean {
  if (answer.code !== 409 || !answer.words) return false;
  if (answer.words.key === 'input.value_taken') return (answer.data as { field?: unknown } | null)?.field === race.field;
  return race.ownRefusals.includes(answer.words.key);
}

/** Sends the case's bodies all at once and tallies the answers. */
export async function race(call: Caller, duplicate: DuplicateCase, bodies: readonly unknown[]): Promise<RaceTally> {
  const answers = await Promise.all(bodies.map((body) => call(duplicate.endpoint, body)));
  return {
    done: answers.filter((answer) => answer.code === 200).length,
    taken: answers.filter((answer) => namesTheField(answer, duplicate)).length,
    others: answers.filter((answer) => answer.code !== 200 && !namesTheField(answer, duplicate)).map(({ code, msg }) => ({ code, msg })),
  };
}

/** What a race must end with: one call done (or, for a call that replaces, at least one), every other refused naming the field. */
export function expectedTally(duplicate: DuplicateCase, tally: RaceTally): RaceTally {
  const done = duplicate.replaces ? Math.max(1, tally.done) : 1;
  return { done, taken: CONCURRENT_DUPLICATES - done, others: [] };
}
