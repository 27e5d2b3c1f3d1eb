import { useState } from 'react';
import { Button } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { doneData, useApiMutation } from '../../../api/useApiMutation';
import { BulkDialog } from '../../../components/bulk/BulkDialog';

type InfractionTask = regulatory.infractions.InfractionTask;

/** Why the server will refuse to acknowledge a chosen report, as the confirmation notes it. */
function refusalNote(task: InfractionTask): 'ours' | 'notOpen' | undefined {
  if (task.reported_by === 'us') return 'ours';
  return task.status === 'open' ? undefined : 'notOpen';
}

/** The infraction list's action on its chosen rows: acknowledge the reports made about us, each at the DICT. */
export function InfractionSelectedActions({ chosen, clear }: { chosen: readonly InfractionTask[]; clear: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const acknowledge = useApiMutation(regulatory.infractions.acknowledgeSelected);
  const rows = chosen.map((task) => {
    const note = refusalNote(task);
    return { id: task.id, label: t('infractionsSelected.row', { id: task.id, endToEndId: task.end_to_end_id }), note: note && t(`infractionsSelected.${note}`) };
  });
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<DoneAllIcon />} onClick={() => setOpen(true)}>{t('infractionsSelected.acknowledge')}</Button>
      {open && (
        <BulkDialog
          rows={rows}
          title={t('infractionsSelected.title', { count: chosen.length })}
          intro={t('infractionsSelected.intro')}
          submit={t('infractionsSelected.acknowledge')}
          send={() => acknowledge.send({ ids: chosen.map((task) => task.id) }).then(doneData)}
          pending={acknowledge.pending}
          onClose={() => setOpen(false)}
          onFinished={clear}
        />
      )}
    </>
  );
}
