import { gunzipSync, gzipSync } from 'node:zlib';

// The ICOM's bodies: one message as `application/xml; charset=utf-8`, or up to ten as
// `multipart/mixed`, each part a message; either gzip-compressed when the sender says so.

/** The most messages one post or one pull carries. */
export const MOST_PER_BODY = 10;
/** The largest body taken, compressed or not. */
export const BODY_BYTES = 10 * 1024 * 1024;

export type ReadBody = { messages: string[] } | { status: 415 | 400 | 413; detail: string };

const boundaryOf = (contentType: string) => /boundary="?([^";]+)"?/i.exec(contentType)?.[1];

/** The messages a post carries, or why the body is refused as a whole (nothing of it taken). */
export function readBody(raw: Buffer, contentType: string, contentEncoding: string | undefined): ReadBody {
  let body = raw;
  if (contentEncoding !== undefined && contentEncoding !== 'identity') {
    if (contentEncoding !== 'gzip') return { status: 415, detail: `content encoding ${contentEncoding}: gzip or none` };
    try {
      body = gunzipSync(raw, { maxOutputLength: BODY_BYTES });
    } catch {
      return { status: 400, detail: 'the body is not gzip, or inflates past 10 MiB' };
    }
  }
  const type = contentType.toLowerCase();
  if (/^application\/xml\s*;\s*charset="?utf-8"?\s*$/.test(type)) return { messages: [body.toString('utf8')] };
  const boundary = type.startsWith('multipart/mixed') ? boundaryOf(contentType) : undefined;
  if (!boundary) return { status: 415, detail: 'content type: application/xml; charset=utf-8, or multipart/mixed with a boundary' };
  const parts = body.toString('utf8').split(`--${boundary}`).slice(1);
  const messages: string[] = [];
  for (const part of parts) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return { status: 400, detail: 'a part has no headers and body' };
    if (!/content-type:\s*application\/xml/i.test(part.slice(0, split))) return { status: 415, detail: 'each part: application/xml; charset=utf-8' };
    messages.push(part.slice(split + 4).replace(/\r\n$/, ''));
  }
  if (messages.length === 0) return { status: 400, detail: 'the multipart body has no part' };
  if (messages.length > MOST_PER_BODY) return { status: 413, detail: `at most ${MOST_PER_BODY} messages a post` };
  return { messages };
}

/** A pull's body: one message, or several as `multipart/mixed` with each part's resource id. */
export function writeBody(messages: { resourceId: string; xml: string }[], multipart: boolean): { contentType: string; body: string } {
  if (!multipart) return { contentType: 'application/xml; charset=utf-8', body: messages[0]!.xml };
  const boundary = `icom-${messages[0]!.resourceId}`;
  const parts = messages.map(({ resourceId, xml }) => `--${boundary}\r\nContent-Type: application/xml; charset=utf-8\r\nPI-ResourceId: ${resourceId}\r\n\r\n${xml}\r\n`);
  return { contentType: `multipart/mixed; boundary="${boundary}"`, body: `${parts.join('')}--${boundary}--\r\n` };
}

/** Compresses `body` when the reader takes gzip. */
export const encoded = (body: string, acceptEncoding: string | undefined) =>
  (/\bgzip\b/i.test(acceptEncoding ?? '') ? { encoding: 'gzip' as const, payload: gzipSync(body) } : { encoding: undefined, payload: Buffer.from(body, 'utf8') });
