import { formatCentavos } from '@wallet/contracts';
import type { CustomerNotice } from '../../integrations/customer/channel.js';
import type { customerNotices } from '../../db/schema/index.js';

type Notice = Pick<typeof customerNotices.$inferSelect, 'subject' | 'end_to_end_id' | 'amount'>;

/** A notice as the customer reads it in their app, in Portuguese (Res. BCB 147/2021 asks that they be told). */
export function noticeText(notice: Notice): CustomerNotice['text'] {
  const amount = formatCentavos(notice.amount);
  switch (notice.subject) {
    case 'cautionary_block':
      return `Bloqueamos ${amount} do Pix ${notice.end_to_end_id} por até 72 horas enquanto o analisamos.`;
    case 'cautionary_released':
      return `O bloqueio cautelar de ${amount} do Pix ${notice.end_to_end_id} terminou: o dinheiro está disponível de novo.`;
    case 'cautionary_escalated':
      return `O bloqueio cautelar de ${amount} do Pix ${notice.end_to_end_id} passou a bloqueio do MED (Mecanismo Especial de Devolução) enquanto o caso é analisado.`;
  }
}
