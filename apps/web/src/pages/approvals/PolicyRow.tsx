import { Suspense, useState } from 'react';
import { Button, Checkbox, FormControlLabel, FormGroup, Stack, Switch, TableCell, TableRow } from '@mui/material';
import { approvals, HoldType, z } from '@wallet/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime';
import { amountInReaisOrNone } from '../../components/form/amount';
import { ContractTextField } from '../../components/form/ContractTextField';
import { useContractForm } from '../../components/form/useContractForm';
import { lazyNamed } from '../../components/lazy-named';
import { REAIS_INPUT } from '../../components/ReaisField';
import { reaisText } from '../../format/money';
import { optionKey } from '../../i18n/options';
import type { PolicyChange } from './SavePolicyDialog';

// The reason's dialog loads when a row is first saved.
const SavePolicyDialog = lazyNamed(() => import('./SavePolicyDialog'), 'SavePolicyDialog');

type Policy = approvals.ApprovalPolicy;
type HoldTypeCode = Policy['hold_types'][number];

const { needs_approval, hold_types } = approvals.policyUpdate.body.shape;
/** A row as edited: whether the action waits, from what amount (none: any amount) and, for a release, for which holds. */
const ROW_FORM = z.object({ needs_approval, from_amount: amountInReaisOrNone(), hold_types });

/** One action's policy, editable in place; Save asks why, and the change is audited with it. */
export function PolicyRow({ policy, editable }: { policy: Policy; editable: boolean }) {
  const { t } = useTranslation();
  const form = useContractForm(ROW_FORM, {
    needs_approval: policy.needs_approval,
    from_amount: policy.from_amount === null ? '' : reaisText(policy.from_amount),
    hold_types: policy.hold_types,
  });
  const [saving, setSaving] = useState<PolicyChange | null>(null);
  const action = t(optionKey('approval_action', policy.action));
  const withAmount = approvals.isAmountAction(policy.action);
  const needs = form.watch('needs_approval');
  const save = form.handleSubmit((row) => setSaving({
    action: policy.action,
    needs_approval: row.needs_approval,
    from_amount: withAmount ? row.from_amount : null,
    hold_types: row.needs_approval && policy.action === 'hold_release' ? row.hold_types : [],
  }));

  return (
    <TableRow>
      <TableCell component="th" scope="row">{action}</TableCell>
      <TableCell>
        <Controller control={form.control} name="needs_approval" render={({ field }) => (
          <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={!editable} slotProps={{ input: { 'aria-label': `${t('approvals.policies.needsApproval')}: ${action}` } }} />
        )} />
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        {withAmount ? (
          <ContractTextField
            control={form.control} name="from_amount" {...REAIS_INPUT} size="small" label={t('approvals.policies.fromAmount')}
            help={t('approvals.policies.anyAmount')} problemOf={() => t('approvals.policies.amountProblem')} disabled={!editable || !needs}
          />
        ) : t('approvals.policies.anyAmount')}
      </TableCell>
      <TableCell>
        {policy.action === 'hold_release' && (
          <Controller control={form.control} name="hold_types" render={({ field }) => {
            const chosen = field.value ?? [];
            const toggle = (type: HoldTypeCode) => field.onChange(chosen.includes(type) ? chosen.filter((x) => x !== type) : [...chosen, type].sort());
            return (
              <FormGroup row aria-label={t('approvals.policies.holdTypes')}>
                {HoldType.codes.map((type) => (
                  <FormControlLabel key={type} label={t(optionKey('hold_type', type))} disabled={!editable || !needs}
                    control={<Checkbox size="small" checked={chosen.includes(type)} onChange={() => toggle(type)} />} />
                ))}
              </FormGroup>
            );
          }} />
        )}
      </TableCell>
      <TableCell>{policy.updated_at ? <Stack><DateTime value={policy.updated_at} /><span>{policy.updated_by}</span></Stack> : t('approvals.none')}</TableCell>
      <TableCell>
        {editable && (
          <Button size="small" variant="outlined" aria-label={t('approvals.policies.saveOf', { action })} onClick={() => void save()}>
            {t('approvals.policies.save')}
          </Button>
        )}
        <Suspense fallback={null}>
          {saving && <SavePolicyDialog action={action} change={saving} onClose={() => setSaving(null)} />}
        </Suspense>
      </TableCell>
    </TableRow>
  );
}
