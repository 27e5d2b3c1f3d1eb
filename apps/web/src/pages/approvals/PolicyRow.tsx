import { Suspense, useState } from 'react';
import { Button, Checkbox, FormControlLabel, FormGroup, Stack, Switch, TableCell, TableRow } from '@mui/material';
import { approvals, HoldType } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime';
import { lazyNamed } from '../../components/lazy-named';
import { ReaisField } from '../../components/ReaisField';
import { parseReais, reaisText } from '../../format/money';
import { optionKey } from '../../i18n/options';

// The reason's form loads its code (the form library among it) when a row is first saved.
const SavePolicyDialog = lazyNamed(() => import('./SavePolicyDialog'), 'SavePolicyDialog');

type Policy = approvals.ApprovalPolicy;
type HoldTypeCode = Policy['hold_types'][number];

/** The amount typed, in centavos: null for none (any amount), undefined when it does not read. */
const amountOf = (text: string) => {
  if (!text.trim()) return null;
  const centavos = parseReais(text);
  return centavos !== null && centavos > 0 ? centavos : undefined;
};

/** One action's policy, editable in place; Save asks why, and the change is audited with it. */
export function PolicyRow({ policy, editable }: { policy: Policy; editable: boolean }) {
  const { t } = useTranslation();
  const [needs, setNeeds] = useState(policy.needs_approval);
  const [amount, setAmount] = useState(policy.from_amount === null ? '' : reaisText(policy.from_amount));
  const [types, setTypes] = useState<HoldTypeCode[]>(policy.hold_types);
  const [saving, setSaving] = useState(false);
  const action = t(optionKey('approval_action', policy.action));
  const withAmount = approvals.isAmountAction(policy.action);
  const fromAmount = amountOf(amount);
  const toggle = (type: HoldTypeCode) => setTypes((all) => (all.includes(type) ? all.filter((x) => x !== type) : [...all, type].sort()));

  return (
    <TableRow>
      <TableCell component="th" scope="row">{action}</TableCell>
      <TableCell>
        <Switch checked={needs} onChange={(event) => setNeeds(event.target.checked)} disabled={!editable} slotProps={{ input: { 'aria-label': `${t('approvals.policies.needsApproval')}: ${action}` } }} />
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        {withAmount ? (
          <ReaisField
            label={t('approvals.policies.fromAmount')} value={amount} onChange={setAmount} required={false} size="small"
            problem={fromAmount === undefined ? 'amount' : null} urgent={false} checked={saving}
            describe={(shown) => (shown ? t('approvals.policies.amountProblem') : t('approvals.policies.anyAmount'))}
            disabled={!editable || !needs}
          />
        ) : t('approvals.policies.anyAmount')}
      </TableCell>
      <TableCell>
        {policy.action === 'hold_release' && (
          <FormGroup row aria-label={t('approvals.policies.holdTypes')}>
            {HoldType.codes.map((type) => (
              <FormControlLabel key={type} label={t(optionKey('hold_type', type))} disabled={!editable || !needs}
                control={<Checkbox size="small" checked={types.includes(type)} onChange={() => toggle(type)} />} />
            ))}
          </FormGroup>
        )}
      </TableCell>
      <TableCell>{policy.updated_at ? <Stack><DateTime value={policy.updated_at} /><span>{policy.updated_by}</span></Stack> : t('approvals.none')}</TableCell>
      <TableCell>
        {editable && (
          <Button size="small" variant="outlined" aria-label={t('approvals.policies.saveOf', { action })} disabled={fromAmount === undefined} onClick={() => setSaving(true)}>
            {t('approvals.policies.save')}
          </Button>
        )}
        <Suspense fallback={null}>
          {saving && fromAmount !== undefined && (
            <SavePolicyDialog action={action} change={{ action: policy.action, needs_approval: needs, from_amount: withAmount ? fromAmount : null, hold_types: needs && policy.action === 'hold_release' ? types : [] }} onClose={() => setSaving(false)} />
          )}
        </Suspense>
      </TableCell>
    </TableRow>
  );
}
