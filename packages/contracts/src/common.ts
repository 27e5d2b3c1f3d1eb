import { z } from './zod.js';
import { ALL } from './options.js';
import { NOTES, type NoteKey } from './notes.js';

export const Option = z.object({ name: z.string(), code: z.string() });
export type Option = z.infer<typeof Option>;

export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

/**
 * A record's text (`Stated`): a member's own words as a string, or a note the server wrote as a
 * key of `NOTES` and its parameters, which the client words in its reader's language.
 */
export const StatedText = z.union([
  z.string(),
  z.object({ key: z.enum(Object.keys(NOTES) as [NoteKey, ...NoteKey[]]), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
]);

/** The paging part every list body carries. */
export const Paging = {
  page: z._default(z.int().check(z.gte(1), z.lte(1_000_000)), 1),
  page_size: z._default(z.int().check(z.gte(1), z.lte(100)), DEFAULT_PAGE_SIZE),
};

/** A filter over one of the option lists: a code of the list, or "0" for All. */
export function filterOf<T extends z.core.$ZodEnum>(schema: T) {
  return z._default(z.union([z.literal(ALL), schema]), ALL);
}

/** Lists count their matches no further than this: past it the total says "10 000+". */
export const COUNT_CAP = 10_000;

/**
 * A page starts within this many rows of its list's first: an offset reads every row before it,
 * so a page further in would cost a scan of the table. The console pages up to the count cap;
 * past it, filters narrow the list and an export takes all of it.
 */
export const OFFSET_CAP = 100_000;

/** Where a page stands in its list. */
export const Pagination = z.object({
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
  /** True when more rows match than COUNT_CAP: `total` is then the cap, a lower bound. */
  total_capped: z.boolean(),
});

export function listData<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ list: z.array(item), pagination: Pagination });
}

/** ISO-8601 UTC instant, as every time in the API is written. */
export const Instant = z.iso.datetime();

/** The zone an export writes its times in when the caller names none: Brasília's. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone name (`America/Sao_Paulo`, `UTC`), as the member chose it in the console. */
export const TimeZone = z._default(z.string().check(
  z.maxLength(64),
  z.regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, 'must be a time zone name such as America/Sao_Paulo'),
  z.refine(knownTimeZone, 'is not a time zone this server knows'),
), DEFAULT_TIME_ZONE);

/** Calls that take no body accept none, an empty one, or `{}`. */
export const NoBody = z.strictObject({});

/** The id of a row, as a serial column holds it. */
export const RowId = z.int().check(z.positive(), z.lte(2_147_483_647));

/** Why a member did something that changes a customer's situation (block, freeze, fee...). */
export const Reason = z.string().check(z.trim(), z.minLength(3, 'must be at least 3 characters'), z.maxLength(500, 'must be at most 500 characters'));

/** A calendar day, `YYYY-MM-DD`, as date filters send it. */
export const Day = z.iso.date();

const centavos = () => z
  .number({ error: 'must be a number of centavos' }).check(
    z.lte(Number.MAX_SAFE_INTEGER, 'is larger than any balance can be'),
    z.int('must be a whole number of centavos'),
  );

/**
 * An amount of money in centavos: a whole, positive number that JavaScript holds exactly.
 * R$ 10,00 is 1000; 10.5 and 0 are refused, and so is anything at or above 2^53.
 */
export const Centavos = centavos().check(z.positive('must be more than zero'));

/**
 * An amount of money in centavos as answers give it: whole, and zero or negative where the field
 * says so (a balance's change). Marked so that exports write it as money (lists/exports).
 */
export const Amount = z.int().check(z.describe('centavos'));

/** Centavos where zero means "none allowed", as a Pix limit. */
export const CentavosOrZero = centavos().check(z.nonnegative('cannot be negative'));

/** The created-from / created-to pair of list filters, both days included. */
export const CreatedBetween = {
  created_from: z.optional(Day),
  created_to: z.optional(Day),
};

/** Files an upload may carry, at most this big. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** A file sent as multipart/form-data, as the server hands it to the handler. */
export const UploadedFile = z.object({
  file_name: z.string().check(z.minLength(1), z.maxLength(200)),
  content_type: z.string().check(z.maxLength(200)),
  content: z.instanceof(Uint8Array),
});
export type UploadedFile = z.infer<typeof UploadedFile>;
