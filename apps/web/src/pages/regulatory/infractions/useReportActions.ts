import { useState } from 'react';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useConfirm } from '../../../components/ConfirmDialog';
import { counterpartyLabel } from './infraction-columns';
import './messages';

type InfractionTask = regulatory.infractions.InfractionTask;

/**
 * Acknowledge at once; cancel after asking, and with no success toast (the spec's rule for a
 * cancel). The client toasts errors, and every list refreshes after a change.
 */
export function useReportActions() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (task: InfractionTask, call: () => Promise<unknown>) => {
    setBusyId(task.id);
    try {
      await call();
    } catch {
      // Toasted by the client (a 409 says why: someone else answered first, the DICT refused...).
    } finally {
      setBusyId(null);
    }
  };

  const acknowledge = (task: InfractionTask) => run(task, () => api(regulatory.infractions.acknowledge, { id: task.id }));

  const cancel = async (task: InfractionTask) => {
    const answer = await confirm({
      title: t('infractions.actions.cancelTitle', { id: task.id }),
      message: t('infractions.actions.cancelMessage', { e2e: task.end_to_end_id, counterparty: counterpartyLabel(task) }),
      destructive: true,
    });
    if (answer.button === 'ok') await run(task, () => api(regulatory.infractions.cancel, { id: task.id }, { quiet: true }));
  };

  return { acknowledge, cancel, busyId };
}
