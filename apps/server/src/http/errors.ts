import type { ResponseCode } from '@wallet/contracts';
import type { z } from 'zod';

/** A failure the caller can act on. Thrown inside a call, it rolls the call's transaction back. */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<ResponseCode, 200>,
    message: string,
    readonly data: unknown = null,
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
    readonly code: Exclude<ResponseCode, 200>,
    readonly msg: string,
    readonly data: unknown = null,
  ) {}
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const conflict = (why: string) => new AppError(409, why);

/** The first problem of a rejected body, in words that name the field. */
export function describeInvalidInput(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((k) => `"${field ? `${field}.` : ''}${k}"`).join(', ');
    return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${names}`;
  }
  if (!field) return `Invalid request body: ${issue.message}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `Field "${field}" is required`;
  return `Invalid field "${field}": ${issue.message}`;
}
