import type { TFunction } from 'i18next';
import type { cockpit } from '@wallet/contracts';
import { optionKey } from '../../i18n/options';
import { accountLabel } from '../../format/account';
import { formatInstant } from '../../format/datetime';
import { formatDocument } from '../../format/document';
import { formatCentavos } from '../../format/money';
import { accountDetailPath, tradeDetailPath } from '../../pages/banking/area';
import { pixKeysPath } from '../../pages/pix/area';
import { customerPath } from '../../pages/user-center/area';

export interface HitView {
  /** The page the hit opens. */
  to: string;
  title: string;
  detail: string;
}

/** How a search hit reads in the list, and which page it opens. */
export function hitView(hit: cockpit.SearchHit, t: TFunction): HitView {
  switch (hit.kind) {
    case 'customer':
      return {
        to: customerPath(hit.user_kind, hit.id),
        title: hit.name,
        detail: [formatDocument(hit.doc_type, hit.doc_number), t(optionKey('user_kind', hit.user_kind)), t(optionKey('status', hit.status))].join(' · '),
      };
    case 'account':
      return { to: accountDetailPath(hit.id), title: t('search.facts.account', { account: accountLabel(hit) }), detail: hit.owner_name };
    case 'trade':
      return {
        to: tradeDetailPath(hit.id),
        title: hit.trade_no,
        detail: [formatCentavos(hit.amount), t(optionKey('trade_type', hit.trade_type)), t(optionKey('trade_status', hit.status)), formatInstant(hit.created_at), hit.end_to_end_id].join(' · '),
      };
    case 'pix_key':
      return {
        to: pixKeysPath({ key: hit.key_value }),
        title: hit.key_value,
        detail: [t(optionKey('pix_key_type', hit.key_type)), t(optionKey('pix_key_status', hit.status)), t('search.facts.ownedBy', { owner: hit.owner_name })].join(' · '),
      };
  }
}
