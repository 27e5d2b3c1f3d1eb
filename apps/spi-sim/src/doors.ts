import { randomBytes } from 'node:crypto';
import type { AccountType, Pix, ReturnReason } from '@wallet/spi-messages';

// The simulator's doors for what the participants it plays start (JSON): a Pix from one of them
// to a customer of a participant that connects (`POST /simulator/pix`), and a return of a Pix one
// of them received from such a participant (`POST /simulator/return`), as the other institutions
// and their customers would. What a load test or the product's `simulate` command drives.

/** The participant that pays unless told: one the simulator plays. */
const DEFAULT_PAYER = '60701190';
const ACCOUNT_TYPES: readonly AccountType[] = ['CACC', 'SVGS', 'TRAN', 'SLRY', 'OTHR'];

export interface PayIn { payer: string; endToEndId: string; pix: Omit<Pix, 'endToEndId' | 'acceptedAt'> }

const digits = (value: unknown, most: number) => typeof value === 'string' && new RegExp(`^[0-9]{1,${most}}$`).test(value);
const text = (value: unknown, most: number) => value === undefined || (typeof value === 'string' && value.length >= 1 && value.length <= most);

/** A new end-to-end id of `payer`'s, made at `at`. */
export const endToEndIdOf = (payer: string, at: Date) =>
  `E${payer}${at.toISOString().slice(0, 16).replace(/[-T:]/g, '')}${Array.from(randomBytes(11), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('')}`;

/** The pay-in a door's body asks for, or why it is refused. */
export function readPayIn(body: unknown, connected: ReadonlySet<string>, at: Date): PayIn | { problem: string } {
  const asked = (body ?? {}) as Record<string, unknown>;
  const payee = (asked.payee ?? {}) as Record<string, unknown>;
  const payer = asked.payer ?? DEFAULT_PAYER;
  if (typeof payer !== 'string' || !/^[0-9A-Z]{8}$/.test(payer) || connected.has(payer)) return { problem: 'payer: the ISPB of a participant the simulator plays' };
  if (typeof payee.ispb !== 'string' || !connected.has(payee.ispb)) return { problem: 'payee.ispb: a participant that connects' };
  if (!digits(payee.number, 20) || (payee.branch !== undefined && !digits(payee.branch, 4)) || !ACCOUNT_TYPES.includes(payee.type as AccountType)) return { problem: 'payee: number (up to 20 digits), branch (up to 4), type (CACC, SVGS, TRAN, SLRY or OTHR)' };
  if (typeof payee.document !== 'string' || !/^([0-9]{11}|[0-9]{14})$/.test(payee.document)) return { problem: 'payee.document: a CPF (11 digits) or a CNPJ (14)' };
  if (!Number.isSafeInteger(asked.amount) || (asked.amount as number) < 1) return { problem: 'amount: whole centavos, 1 or more' };
  if (!text(asked.description, 140) || !text(asked.key, 77)) return { problem: 'description: up to 140 characters; key: up to 77' };
  const name = typeof asked.name === 'string' && asked.name.length > 0 && asked.name.length <= 140 ? asked.name : 'Cliente de outra instituição';
  return {
    payer,
    endToEndId: endToEndIdOf(payer, at),
    pix: {
      amount: asked.amount as number,
      initiation: asked.key === undefined ? 'MANU' : 'DICT',
      payer: { ispb: payer, branch: '1', number: String(100_000 + randomBytes(2).readUInt16BE(0)), type: 'CACC', document: '11144477735', name },
      payee: { ispb: payee.ispb, ...(payee.branch === undefined ? {} : { branch: payee.branch as string }), number: payee.number as string, type: payee.type as AccountType, document: payee.document, ...(asked.key === undefined ? {} : { key: asked.key as string }) },
      purpose: 'IPAY',
      ...(asked.description === undefined ? {} : { description: asked.description as string }),
    },
  };
}

/** A return asked through the door: of which Pix, how much (centavos), why. */
export interface ReturnAsked { originalEndToEndId: string; amount: number; reason: ReturnReason }

const RETURN_REASONS: readonly ReturnReason[] = ['BE08', 'FR01', 'MD06', 'SL02'];

/** The return a door's body asks for, or why it is refused. */
export function readReturnAsked(body: unknown): ReturnAsked | { problem: string } {
  const asked = (body ?? {}) as Record<string, unknown>;
  if (typeof asked.originalEndToEndId !== 'string' || !/^E[0-9A-Z]{8}\d{12}[a-zA-Z0-9]{11}$/.test(asked.originalEndToEndId)) return { problem: 'originalEndToEndId: the end-to-end id of a Pix' };
  if (!Number.isSafeInteger(asked.amount) || (asked.amount as number) < 1) return { problem: 'amount: whole centavos, 1 or more' };
  const reason = asked.reason ?? 'MD06';
  if (!RETURN_REASONS.includes(reason as ReturnReason)) return { problem: 'reason: BE08, FR01, MD06 or SL02' };
  return { originalEndToEndId: asked.originalEndToEndId, amount: asked.amount as number, reason: reason as ReturnReason };
}

/** A new return id of `ispb`'s, made at `at`. */
export const returnIdOf = (ispb: string, at: Date) => `D${endToEndIdOf(ispb, at).slice(1)}`;
