import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { doneData, useApiMutation } from '../../../api/useApiMutation';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { LookupResult } from './LookupResult';

/**
 * Looks a key up at the DICT (an audited call, hence a mutation): the owner as the DICT shows
 * them, the institution, and the key's fraud statistics; a key the DICT does not have says so.
 */
export default function KeyLookupPage() {
  const { t } = useTranslation();
  const form = useContractForm(pix.fraud.lookup.body, { key: '', payer_document: '' });
  const lookup = useApiMutation(pix.fraud.lookup, { quiet: true });
  const [found, setFound] = useState<pix.fraud.KeyLookup | null>(null);

  const submit = form.handleSubmit(async ({ key, payer_document: payer }) => {
    setFound(null);
    setFound(doneData(await lookup.send({ key, ...(payer && { payer_document: payer }) })));
  });

  return (
    <Stack spacing={3}>
      <Card component="section" aria-label={t('screens.pix-lookup')}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">{t('screens.pix-lookup')}</Typography>
            <Typography color="text.secondary">{t('lookup.intro')}</Typography>
            <Alert severity="info">{t('lookup.audited')}</Alert>
            <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }} noValidate onSubmit={(event) => void submit(event)}>
              <ContractTextField control={form.control} name="key" autoFocus required label={t('lookup.key')} help={t('lookup.keyHelp')} sx={{ maxWidth: 520 }} />
              <ContractTextField control={form.control} name="payer_document" label={t('lookup.payer')} help={t('lookup.payerHelp')} sx={{ maxWidth: 280 }} />
              <Button type="submit" variant="contained" startIcon={<SearchIcon />} loading={lookup.pending} sx={{ mt: 1 }}>{t('lookup.submit')}</Button>
            </Stack>
            {lookup.error && !lookup.pending && (
              <Alert severity={lookup.error.code === 404 ? 'warning' : 'error'} data-lookup-error={lookup.error.code}>
                <strong>{t(lookup.error.code === 404 ? 'lookup.notFound' : 'lookup.failed')}</strong>: {lookup.error.message}
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
      {found && <LookupResult found={found} />}
    </Stack>
  );
}
