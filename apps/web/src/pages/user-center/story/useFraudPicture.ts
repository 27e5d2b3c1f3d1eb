import { pix } from '@wallet/contracts';
import { useApiQuery } from '../../../api/hooks';

/** A customer's fraud markers and their keys' DICT statistics, with whether they are marked: by an active marker of ours, or by the DICT on a key or on them. */
export function useFraudPicture(customerId: number, enabled: boolean) {
  const query = useApiQuery(pix.fraud.ofCustomer, { user_id: customerId }, { enabled });
  const data = query.data;
  const active = data ? data.markers.filter((marker) => marker.status === 'active').length : 0;
  const keyMarked = data ? data.keys.some((key) => pix.fraud.isMarked(key.statistics)) : false;
  return { query, data, active, keyMarked };
}
