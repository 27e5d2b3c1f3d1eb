// Specimen files for the demo's KYC checks: a PNG of an ID card's side or a selfie, and a PDF proof
// of address, drawn from a seeded random so the same seed writes the same bytes. Small encoders
// written for demo data only: the product reads uploaded files, it never draws them.
import { crc32, deflateSync } from 'node:zlib';
import type { SeededRandom } from '../simulation/random.js';

type Colour = readonly [number, number, number];
interface Box { x: number; y: number; w: number; h: number; colour: Colour }

const WIDTH = 360;
const HEIGHT = 228;
const CARD_COLOURS: readonly Colour[] = [[222, 236, 214], [214, 226, 240], [240, 228, 208], [232, 218, 236]];
const INK: Colour = [48, 56, 72];

/** A side of an ID card: a coloured card with a header band, a photo, and lines of text as bars. */
export function cardSpecimen(random: SeededRandom, side: 'front' | 'back'): Uint8Array {
  const card = random.pick(CARD_COLOURS);
  const boxes: Box[] = [{ x: 0, y: 0, w: WIDTH, h: 34, colour: [40, 96, 64] }];
  if (side === 'front') boxes.push({ x: 16, y: 50, w: 96, h: 124, colour: [150, 150, 158] });
  const left = side === 'front' ? 128 : 16;
  for (let line = 0; line < 6; line++) boxes.push({ x: left, y: 54 + line * 24, w: random.int(80, WIDTH - left - 20), h: 9, colour: INK });
  return png(card, boxes);
}

/** A selfie holding the card: a face and shoulders on a plain wall. */
export function selfieSpecimen(random: SeededRandom): Uint8Array {
  const skin: Colour = random.pick([[224, 188, 160], [176, 128, 96], [120, 84, 60], [240, 208, 184]]);
  return png([206, 212, 218], [
    { x: 130, y: 30, w: 100, h: 120, colour: skin },
    { x: 90, y: 150, w: 180, h: 78, colour: [70, 90, 130] },
    { x: 230, y: 120, w: 90, h: 58, colour: random.pick(CARD_COLOURS) },
  ]);
}

/** A one-page PDF proof of address with the customer's name. */
export function addressProofSpecimen(name: string, random: SeededRandom): Uint8Array {
  const street = `Rua ${random.pick(['das Flores', 'Augusta', 'XV de Novembro', 'do Comércio'])}, ${random.int(10, 2_000)}`;
  const lines = ['Conta de energia - comprovante de endereço', name, street, `CEP ${random.int(10_000, 99_999)}-${random.int(100, 999)}`];
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 14 : 11} Tf 56 ${760 - i * 22} Td (${pdfText(line)}) Tj ET`).join('\n');
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ]);
}

/** PDF literal text: backslashes and parentheses escaped; Latin-1 as WinAnsi reads it. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function pdf(objects: readonly string[]): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An RGB PNG of the background with the boxes painted over it in order. */
function png(background: Colour, boxes: readonly Box[]): Uint8Array {
  const stride = WIDTH * 3 + 1;
  const span = (colour: Colour, width: number) => {
    const row = Buffer.alloc(width * 3);
    for (let x = 0; x < width; x++) row.set(colour, x * 3);
    return row;
  };
  const backgroundRow = span(background, WIDTH);
  const spans = boxes.map((box) => span(box.colour, box.w));
  const raw = Buffer.alloc(stride * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    // Each row starts with filter type 0 (none), then its pixels.
    backgroundRow.copy(raw, y * stride + 1);
    boxes.forEach((box, i) => {
      if (y >= box.y && y < box.y + box.h) spans[i]!.copy(raw, y * stride + 1 + box.x * 3);
    });
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
