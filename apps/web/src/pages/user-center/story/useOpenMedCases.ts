import { regulatory } from '@wallet/contracts';
import { useApiQuery } from '../../../api/hooks';

/**
 * How many MED cases of the customer are open, counted by the server over their cases only (the
 * list's `counts` are the whole inbox's). The header's flag and the section's line read this one
 * query, so they cannot disagree.
 */
export function useOpenMedCases(customerId: number, enabled: boolean) {
  const query = useApiQuery(regulatory.med.list, { customer_id: customerId, status: 'open', page: 1, page_size: 1 }, { enabled });
  return { query, open: query.data?.pagination.total };
}
