import fs from 'node:fs';
import path from 'node:path';
import { issueCertificate, makeAuthority } from '@wallet/pki';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, EXAMPLE_FOLDER, SPI_ISPB } from './catalogue.js';
import { newMessageId } from './ids.js';
import { readMessage, writeMessage, type SpiMessage } from './messages.js';
import { schemaProblems } from './schema-check.js';
import { signMessage } from './signature.js';
import { SAMPLES } from './test-messages.js';

const authority = makeAuthority('SPI test authority');
const participant = issueCertificate(authority, { name: '12345678' });
const header = { from: '12345678', to: SPI_ISPB, messageId: newMessageId('12345678'), createdAt: new Date('2026-03-02T13:45:11.000Z') };

/** The text of `message`, written and signed as it goes to the SPI. */
const sent = (message: SpiMessage, under = header) => signMessage(writeMessage(message, under), participant);

describe('the SPI catalogue\'s messages', () => {
  it.each(Object.keys(SAMPLES))('writes a %s its schema takes, signed, and reads it back as it was', async (kind) => {
    const message = SAMPLES[kind as SpiMessage['kind']];
    const xml = sent(message);
    expect(await schemaProblems(xml)).toEqual([]);
    expect(xml).toContain(`<MsgDefIdr>${CATALOGUE[message.kind].definition}</MsgDefIdr>`);
    expect(readMessage(xml)).toEqual({ header, message });
  });

  it('writes amounts through their digits: 7 centavos are 0.07, 123 456 are 1234.56', () => {
    const xml = writeMessage(SAMPLES['pacs.008'], header);
    expect(xml).toContain('<IntrBkSttlmAmt Ccy="BRL">1234.56</IntrBkSttlmAmt>');
    expect(xml).toContain('<IntrBkSttlmAmt Ccy="BRL">0.07</IntrBkSttlmAmt>');
  });

  const examples = fs.readdirSync(EXAMPLE_FOLDER).filter((name) => name.endsWith('.xml'));
  it.each(examples)('reads the catalogue\'s example %s, and writes it again as its schema takes it', async (name) => {
    const published = fs.readFileSync(path.join(EXAMPLE_FOLDER, name), 'utf8');
    const read = readMessage(published);
    // The examples leave the signature out (an empty Sgntr, which the schema refuses): signed, they pass.
    const again = signMessage(writeMessage(read.message, read.header), participant);
    expect(await schemaProblems(again)).toEqual([]);
    expect(readMessage(again)).toEqual(read);
  });

  it('reads what the examples say: the amount, the accounts, the status and its reason, the return', () => {
    const example = (name: string) => readMessage(fs.readFileSync(path.join(EXAMPLE_FOLDER, name), 'utf8'));
    const pix = example('pacs.008_CONTA_1_msg.xml');
    expect(pix.header).toMatchObject({ from: SPI_ISPB, to: '99999010', messageId: 'M0003816612345678901234567890123' });
    expect(pix.message).toMatchObject({ kind: 'pacs.008', priority: 'HIGH', serviceLevel: 'PAGPRI', transactions: [{ amount: 100_000, initiation: 'MANU', payer: { ispb: '10000000', branch: '3000', number: '500000', type: 'CACC', document: '70000000000', name: 'Fulano da Silva' }, payee: { ispb: '20000000', branch: '4000', number: '600000', type: 'SVGS', document: '80000000000' } }] });
    expect(example('pacs.002_ERRO_1_msg.xml').message).toMatchObject({ statuses: [{ status: 'RJCT', reason: { code: 'AB03', information: 'Informações complementares sobre o motivo do status' } }] });
    expect(example('pacs.002_SPI_1_msg.xml').message).toMatchObject({ statuses: [{ status: 'ACCC', settledAt: new Date('2020-01-01T08:30:12.000Z') }] });
    const returns = example('pacs.004_SPI_10_msg.xml').message;
    expect(returns.kind === 'pacs.004' && returns.returns.length).toBe(10);
  });

  it('refuses, in the schema\'s words, an amount with a comma, a missing element, an unknown namespace, a text that is no XML', async () => {
    const xml = sent(SAMPLES['pacs.008']);
    expect((await schemaProblems(xml.replace('1234.56', '1234,56')))[0]).toMatch(/IntrBkSttlmAmt/);
    expect((await schemaProblems(xml.replace(/<AccptncDtTm>[^<]*<\/AccptncDtTm>/g, '')))[0]).toMatch(/ChrgBr.*Expected is.*AccptncDtTm/s);
    expect(await schemaProblems(xml.replace(CATALOGUE['pacs.008'].namespace, 'https://www.bcb.gov.br/pi/pacs.008/9.99'))).toEqual(['the envelope\'s namespace (https://www.bcb.gov.br/pi/pacs.008/9.99) is of no message of the catalogue']);
    expect(await schemaProblems('Envelope, but no XML')).toHaveLength(1);
    expect(await schemaProblems('<Other xmlns="https://www.bcb.gov.br/pi/pacs.008/1.16"/>')).toEqual(['the text is no message envelope']);
  });

  it('refuses a message that declares a document type: no entity of it is ever expanded', async () => {
    const xml = sent(SAMPLES['pacs.008']).replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE Envelope [<!ENTITY secret SYSTEM "file:///etc/passwd">]>').replace('Pedido 123', '&secret;');
    expect(await schemaProblems(xml)).toEqual(['a message may declare no document type (DOCTYPE)']);
  });
});
