import { TradeStatus, TradeType } from '@wallet/contracts';
import type { Institution } from '../../config.js';
import { escapeXml } from './xml-text.js';

const APIX001_NAMESPACE = 'urn:wallet-admin:bcb:apix001:1.0';

/** A count of trades and their amount in centavos. */
export interface Aggregate {
  count: number;
  centavos: number;
}

type TradeKind = (typeof TradeType.codes)[number];
type TradeState = (typeof TradeStatus.codes)[number];

/** What an APIX001 file says about one Brasília calendar month. */
export interface MonthFigures {
  /** Every kind and status, zeros included, in the order of the option lists. */
  transactions: (Aggregate & { kind: TradeKind; status: TradeState })[];
  refunds: Aggregate;
  fees: Aggregate;
}

export interface Apix001Document {
  month: string;
  generatedAt: Date;
  institution: Institution;
  figures: MonthFigures;
}

const aggregate = (indent: string, { count, centavos }: Aggregate) =>
  [`${indent}<Quantidade>${count}</Quantidade>`, `${indent}<ValorCentavos>${centavos}</ValorCentavos>`];

const element = (indent: string, name: string, text: string) => `${indent}<${name}>${escapeXml(text)}</${name}>`;

/** The APIX001 file of a month, as `apix001.xsd` describes it: UTF-8 XML, two-space indents, LF lines. */
export function renderApix001({ month, generatedAt, institution, figures }: Apix001Document): string {
  const { contact } = institution;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<APIX001 xmlns="${APIX001_NAMESPACE}" versaoLeiaute="1.0">`,
    '  <Cabecalho>',
    element('    ', 'TipoDocumento', 'APIX001'),
    element('    ', 'ISPB', institution.ispb),
    element('    ', 'NomeInstituicao', institution.name),
    element('    ', 'DataBase', month),
    element('    ', 'DataHoraGeracao', generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')),
    '    <Responsavel>',
    element('      ', 'Nome', contact.name),
    element('      ', 'Email', contact.email),
    element('      ', 'Telefone', contact.phone),
    '    </Responsavel>',
    '  </Cabecalho>',
    '  <Transacoes>',
    ...figures.transactions.flatMap((row) => [
      `    <Transacao tipo="${escapeXml(row.kind)}" situacao="${escapeXml(row.status)}">`,
      ...aggregate('      ', row),
      '    </Transacao>',
    ]),
    '  </Transacoes>',
    '  <Devolucoes>',
    ...aggregate('    ', figures.refunds),
    '  </Devolucoes>',
    '  <Tarifas>',
    ...aggregate('    ', figures.fees),
    '  </Tarifas>',
    '</APIX001>',
  ];
  return `${lines.join('\n')}\n`;
}
