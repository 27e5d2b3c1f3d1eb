import { gunzipSync, gzipSync } from 'node:zlib';

// The ICOM's bodies, both ways: one message as `application/xml; charset=utf-8`, or up to ten as
// `multipart/mixed`, each part a message (with its `PI-ResourceId` when the SPI sends it); either
// gzip-compressed when its sender says so.

/** The most messages one post or one pull carries. */
export const MOST_PER_BODY = 10;
/** The largest body taken, compressed or inflated. */
export const BODY_BYTES = 10 * 1024 * 1024;

const XML_TYPE = 'application/xml; charset=utf-8';

/** A message of a body, and the resource id its part names, if any. */
export interface BodyPart { xml: string; resourceId?: string }

export type ReadBody = { parts: BodyPart[] } | { status: 415 | 400 | 413; detail: string };

const boundaryOf = (contentType: string) => /boundary="?([^";]+)"?/i.exec(contentType)?.[1];

/** The body's bytes, inflated if its encoding says gzip. */
function inflated(raw: Buffer, contentEncoding: string | undefined): Buffer | { status: 415 | 400; detail: string } {
  if (contentEncoding === undefined || contentEncoding === 'identity') return raw;
  if (contentEncoding !== 'gzip') return { status: 415, detail: `content encoding ${contentEncoding}: gzip or none` };
  try {
    return gunzipSync(raw, { maxOutputLength: BODY_BYTES });
  } catch {
    return { status: 400, detail: 'the body is not gzip, or inflates past 10 MiB' };
  }
}

/** The messages a body carries, or why it is refused as a whole (nothing of it taken). */
export function readBody(raw: Buffer, contentType: string, contentEncoding: string | undefined): ReadBody {
  const body = inflated(raw, contentEncoding);
  if (!Buffer.isBuffer(body)) return body;
  const type = contentType.toLowerCase();
  if (/^application\/xml\s*;\s*charset="?utf-8"?\s*$/.test(type)) return { parts: [{ xml: body.toString('utf8') }] };
  const boundary = type.startsWith('multipart/mixed') ? boundaryOf(contentType) : undefined;
  if (!boundary) return { status: 415, detail: `content type: ${XML_TYPE}, or multipart/mixed with a boundary` };
  const parts: BodyPart[] = [];
  for (const part of body.toString('utf8').split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return { status: 400, detail: 'a part has no headers and body' };
    const headers = part.slice(0, split);
    if (!/content-type:\s*application\/xml/i.test(headers)) return { status: 415, detail: `each part: ${XML_TYPE}` };
    const resourceId = /pi-resourceid:\s*(\S+)/i.exec(headers)?.[1];
    parts.push({ xml: part.slice(split + 4).replace(/\r\n$/, ''), ...(resourceId ? { resourceId } : {}) });
  }
  if (parts.length === 0) return { status: 400, detail: 'the multipart body has no part' };
  if (parts.length > MOST_PER_BODY) return { status: 413, detail: `at most ${MOST_PER_BODY} messages a body` };
  return { parts };
}

/** A body of one message, or of several as `multipart/mixed`, each part with its resource id if it has one. */
export function writeBody(parts: BodyPart[], multipart: boolean): { contentType: string; body: string } {
  if (!multipart) return { contentType: XML_TYPE, body: parts[0]!.xml };
  const boundary = `icom-${Date.now().toString(36)}-${parts.length}`;
  const written = parts.map(({ xml, resourceId }) => `--${boundary}\r\nContent-Type: ${XML_TYPE}\r\n${resourceId ? `PI-ResourceId: ${resourceId}\r\n` : ''}\r\n${xml}\r\n`);
  return { contentType: `multipart/mixed; boundary="${boundary}"`, body: `${written.join('')}--${boundary}--\r\n` };
}

/** Compresses `body` when the other side takes gzip (its `Accept-Encoding`). */
export const encoded = (body: string, acceptEncoding: string | undefined) =>
  (/\bgzip\b/i.test(acceptEncoding ?? '') ? { encoding: 'gzip' as const, payload: gzipSync(body) } : { encoding: undefined, payload: Buffer.from(body, 'utf8') });
