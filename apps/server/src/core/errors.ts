import type { MessageKey, MessageParams, RecordKind, ResponseCode, Words } from '@wallet/contracts';
import { words } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { inEnglish } from './words.js';

type FailureCode = Exclude<ResponseCode, 200 | 202>;

/** A failure the caller can act on. Thrown inside a call, it rolls the call's transaction back. */
export class AppError extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
    readonly data: unknown = null,
    /** The message as a catalogue key and parameters, when it has one. */
    readonly words?: Words,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * A failure answered after keeping what the call recorded: returned (not thrown) by a handler,
 * its transaction commits. Sign-in uses it so that a wrong password still counts toward lock-out.
 */
export class Refusal {
  constructor(
    readonly code: FailureCode,
    readonly msg: string,
    readonly data: unknown = null,
    readonly words?: Words,
  ) {}
}

type ParamsArgument<K extends MessageKey> = keyof MessageParams<K> extends never ? [] : [MessageParams<K>];

/** To throw, so that the call's transaction rolls back: a refusal from the message catalogue, `msg` in English, the key and parameters beside it. */
export function refusalError<K extends MessageKey>(code: FailureCode, key: K, ...params: ParamsArgument<K>): AppError {
  return refusalErrorOf(code, words(key, ...params));
}

/** To throw, so that the call's transaction rolls back: a refusal of words already chosen (a rule that answers which refusal applies). */
export const refusalErrorOf = (code: FailureCode, said: Words) => new AppError(code, inEnglish(said), null, said);

/** To throw, so that the call's transaction rolls back: a catalogue refusal carrying data for the client (`{ reauth_required: true }`...). */
export function refusalErrorWith<K extends MessageKey>(code: FailureCode, data: unknown, key: K, ...params: ParamsArgument<K>): AppError {
  const said = words(key, ...params);
  return new AppError(code, inEnglish(said), data, said);
}

/** For a handler to return, so that its transaction commits what it recorded (a wrong password counted): a refusal from the message catalogue. */
export function committedRefusal<K extends MessageKey>(code: FailureCode, key: K, ...params: ParamsArgument<K>): Refusal {
  const said = words(key, ...params);
  return new Refusal(code, inEnglish(said), null, said);
}

/** For a handler to return, so that its transaction commits what it recorded: a catalogue refusal carrying data for the client (`{ totp_required: true }`). */
export function committedRefusalWith<K extends MessageKey>(code: FailureCode, data: unknown, key: K, ...params: ParamsArgument<K>): Refusal {
  const said = words(key, ...params);
  return new Refusal(code, inEnglish(said), data, said);
}

export const notFound = (record: RecordKind, id: string | number) => refusalError(404, 'record.not_found', { record, id: String(id) });

/** The first problem of a rejected body, as catalogue words that name the field. */
export function describeInvalidInput(error: z.core.$ZodError): Words {
  const issue = error.issues[0];
  if (!issue) return words('input.invalid_body', { problem: 'unreadable' });
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((k) => `"${field ? `${field}.` : ''}${k}"`);
    return names.length === 1 ? words('input.unknown_field', { field: names[0]! }) : words('input.unknown_fields', { fields: names.join(', ') });
  }
  if (!field) return words('input.invalid_body', { problem: issue.message });
  if (issue.code === 'invalid_type' && issue.input === undefined) return words('input.field_required', { field });
  return words('input.invalid_field', { field, problem: issue.message });
}
