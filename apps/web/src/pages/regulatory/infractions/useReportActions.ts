import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { counterpartyLabel } from '../counterparty';

type InfractionTask = regulatory.infractions.InfractionTask;

/**
 * Acknowledge at once; cancel after asking, and with no success toast (the spec's rule for a
 * cancel). The client toasts errors, and every list refreshes after a change.
 */
export function useReportActions() {
  const { t } = useTranslation();
  const acknowledgement = useApiMutation(regulatory.infractions.acknowledge);
  const cancellation = useConfirmedMutation(regulatory.infractions.cancel, { quiet: true });
  const busyId = acknowledgement.sending?.id ?? cancellation.sending?.id ?? null;

  const acknowledge = (task: InfractionTask) => acknowledgement.send({ id: task.id });

  const cancel = (task: InfractionTask) => cancellation.run({ id: task.id }, {
    title: t('infractions.actions.cancelTitle', { id: task.id }),
    message: t('infractions.actions.cancelMessage', { e2e: task.end_to_end_id, counterparty: counterpartyLabel(task) }),
    destructive: true,
  });

  return { acknowledge, cancel, busyId };
}
