import { describe, expect, it } from 'vitest';
import { exampleText } from './documents.js';
import { readMessage } from './read-message.js';
import { writeMessage } from './write-message.js';
import type { Message } from './xml-nodes.js';
import { schemaProblems } from './validation.js';

const request = () => readMessage(exampleText('./examples/entries/CreateEntryRequest.xml'), 'CreateEntryRequest').value;
const entryOf = (message: Message) => message.Entry as { Account: Message; Owner: Message; KeyType: string };

describe('a DICT message checked against the API schemas', () => {
  it('is refused where a field breaks its pattern, enum or requirement', () => {
    const message = request();
    entryOf(message).Account.Branch = '12345';
    entryOf(message).KeyType = 'TWITTER';
    delete message.RequestId;
    const problems = schemaProblems('CreateEntryRequest', message);
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\/Entry\/Account\/Branch must match pattern/),
      expect.stringMatching(/^\/Entry\/KeyType must be equal to one of the allowed values: CPF, CNPJ, PHONE, EMAIL, EVP/),
      expect.stringMatching(/must have required property 'RequestId'/),
    ]));
  });

  it('is refused when its owner is neither a person nor a company as the schemas write them', () => {
    const message = request();
    entryOf(message).Owner.TaxIdNumber = '123';
    expect(schemaProblems('CreateEntryRequest', message)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/Entry\/Owner must match exactly one schema in oneOf/)]));
  });

  it('reads a company as a legal person, its trade name kept, and writes it back', () => {
    const message = request();
    entryOf(message).Owner = { Type: 'LEGAL_PERSON', TaxIdNumber: '11222333000150', Name: 'Padaria Tres Irmãos Ltda', TradeName: 'Padaria 3 Irmãos' };
    expect(schemaProblems('CreateEntryRequest', message)).toEqual([]);
    expect(readMessage(writeMessage('CreateEntryRequest', message), 'CreateEntryRequest').value).toEqual(message);
  });

  it('says where the XML itself is wrong: an element the message has not, a number that is not one, another root', () => {
    const xml = exampleText('./examples/entries/GetEntryResponse.xml')
      .replace('<Branch>0001</Branch>', '<Branch>0001</Branch><Nickname>x</Nickname>')
      .replace('d30="5"', 'd30="five"');
    expect(readMessage(xml, 'GetEntryResponse').problems).toEqual([
      'GetEntryResponse/Entry/Account/Nickname: not an element of this message',
      'GetEntryResponse/Statistics/Counters/Counter[0]@d30: "five" is not an integer',
    ]);
    expect(readMessage(xml, 'CreateEntryResponse').problems).toEqual(['the root element is GetEntryResponse, where CreateEntryResponse is expected']);
    expect(readMessage('<CreateEntryRequest><Entry>', 'CreateEntryRequest').problems[0]).toMatch(/^not well-formed XML/);
  });

  it('writes an amount as the DICT does, with its two decimals', () => {
    const refund = readMessage(exampleText('./examples/refunds/CreateRefundRequest.xml'), 'CreateRefundRequest').value;
    const amount = (refund.Refund as Message).RefundAmount;
    expect(typeof amount).toBe('number');
    expect(writeMessage('CreateRefundRequest', refund)).toContain(`<RefundAmount>${(amount as number).toFixed(2)}</RefundAmount>`);
  });

  it('takes every amount to the centavo as a currency, and none finer', () => {
    const refund = readMessage(exampleText('./examples/refunds/CreateRefundRequest.xml'), 'CreateRefundRequest').value;
    const withAmount = (amount: number) => ({ ...refund, Refund: { ...(refund.Refund as Message), RefundAmount: amount } });
    // Binary floating point holds few centavo sums exactly (0.07 * 100 is 7.000000000000001).
    for (let centavos = 1; centavos <= 1_000; centavos++) expect(schemaProblems('CreateRefundRequest', withAmount(centavos / 100))).toEqual([]);
    expect(schemaProblems('CreateRefundRequest', withAmount(0.071))).not.toEqual([]);
  });
});
