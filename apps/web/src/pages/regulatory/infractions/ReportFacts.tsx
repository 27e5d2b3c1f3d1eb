import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { CopyableText } from '../../../components/CopyableText';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { FactList, type Fact } from '../../../components/FactList';
import { counterpartyLabel } from '../counterparty';
import { DeadlineCell } from './DeadlineCell';
import { optionKey } from '../../../i18n/options';

type InfractionTask = regulatory.infractions.InfractionTask;

/** What a report is about: the payment, who reported whom, what and when; `full` adds the DICT's id, the texts and the last change. */
export function ReportFacts({ task, full = false }: { task: InfractionTask; full?: boolean }) {
  const { t } = useTranslation();
  const e2eLabel = t('infractions.columns.endToEndId');
  const facts: Fact[] = [
    [e2eLabel, <CopyableText key="e2e" value={task.end_to_end_id} copyLabel={t('infractions.detail.copy', { label: e2eLabel, value: task.end_to_end_id })} />],
    [t('infractions.columns.direction'), t(`infractions.reportedBy.${task.reported_by}`)],
    [t('infractions.columns.counterparty'), counterpartyLabel(task)],
    [t('infractions.columns.type'), t(optionKey('infraction_type', task.inf_type))],
    [t('infractions.columns.situation'), t(optionKey('situation_type', task.situation_type))],
    [t('infractions.columns.amount'), <Money key="amount" centavos={task.amount} />],
    [t('infractions.columns.status'), <OptionChip key="status" list="infraction_status" code={task.status} />],
    [t('infractions.columns.created'), <DateTime key="created" value={task.created_at} />],
    [t('infractions.columns.deadline'), <DeadlineCell key="deadline" task={task} now={Date.now()} />],
  ];
  if (full) {
    facts.push(
      [t('infractions.detail.dictId'), <CopyableText key="dict" value={task.dict_id} copyLabel={t('infractions.detail.copy', { label: t('infractions.detail.dictId'), value: task.dict_id })} />],
      [t('infractions.detail.updated'), <DateTime key="updated" value={task.updated_at} />],
      [t('infractions.detail.analysis'), task.analysis_result ? t(optionKey('analysis_result', task.analysis_result)) : '—'],
    );
  }
  return <FactList facts={facts} columns={full ? 3 : 2} />;
}
