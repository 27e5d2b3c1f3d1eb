import { useId, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { users } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useCan } from '../../api/hooks';
import { DateTime } from '../../components/DateTime';
import type { WalletUser } from './wallet-user';

export type CpfVerification = z.infer<typeof users.CpfVerification>;
type Situation = CpfVerification['situation'];

const SITUATION_COLOR: Record<Situation, 'success' | 'warning' | 'error'> = {
  REGULAR: 'success',
  PENDENTE_DE_REGULARIZACAO: 'warning',
  SUSPENSA: 'warning',
  CANCELADA: 'error',
  TITULAR_FALECIDO: 'error',
  NULA: 'error',
};

/** A name as compared: no accents, no case, single spaces. */
export const comparableName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();

const sameName = (a: string, b: string) => comparableName(a) === comparableName(b);

export interface CpfVerificationCardProps {
  user: WalletUser;
  /** The last check, as the detail gave it. */
  last: CpfVerification | null;
}

/** The Receita Federal's view of a CPF holder: situation, name on record, and a button to ask again. */
export function CpfVerificationCard({ user, last }: CpfVerificationCardProps) {
  const { t } = useTranslation();
  const can = useCan();
  const headingId = useId();
  const [fresh, setFresh] = useState<{ id: number; verification: CpfVerification } | null>(null);
  const [checking, setChecking] = useState(false);
  const isCpf = user.doc_type === 'CPF';
  const shown = latest(fresh?.id === user.id ? fresh.verification : null, last);

  const verify = async () => {
    setChecking(true);
    try {
      const verification = await api<typeof users.verifyCpf>(users.verifyCpf, { id: user.id });
      setFresh({ id: user.id, verification });
    } catch {
      // The client has already shown the server's message.
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2" id={headingId}>{t('userDetail.cpf.heading')}</Typography>
          {isCpf && can('users.verify_document') && (
            <Button
              variant="outlined"
              onClick={() => void verify()}
              disabled={checking}
              startIcon={checking ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('userDetail.cpf.verify')}
            </Button>
          )}
        </Stack>
        {!isCpf ? (
          <Typography color="text.secondary">{t('userDetail.cpf.cnpjOnly')}</Typography>
        ) : (
          <Stack spacing={2}>
            {checking && <Typography role="status" color="text.secondary">{t('userDetail.cpf.verifying')}</Typography>}
            {!shown ? (
              <Typography color="text.secondary">{t('userDetail.cpf.never')}</Typography>
            ) : (
              <>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}>
                  <Typography component="dt" color="text.secondary">{t('userDetail.cpf.situation')}</Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    <Chip
                      size="small"
                      color={SITUATION_COLOR[shown.situation]}
                      label={t(`userDetail.cpf.situations.${shown.situation}`)}
                      data-testid="cpf-situation"
                      data-situation={shown.situation}
                    />
                  </Box>
                  <Typography component="dt" color="text.secondary">{t('userDetail.cpf.nameOnRecord')}</Typography>
                  <Typography component="dd" sx={{ m: 0 }}>{shown.name_on_record}</Typography>
                  <Typography component="dt" color="text.secondary">{t('userDetail.cpf.checkedAt')}</Typography>
                  <Typography component="dd" sx={{ m: 0 }}><DateTime value={shown.checked_at} /></Typography>
                  <Typography component="dt" color="text.secondary">{t('userDetail.cpf.checkedBy')}</Typography>
                  <Typography component="dd" sx={{ m: 0 }}>{shown.checked_by}</Typography>
                </Box>
                {!sameName(shown.name_on_record, user.name) && (
                  <Alert severity="warning" data-testid="cpf-name-differs">
                    {t('userDetail.cpf.nameDiffers', { recorded: shown.name_on_record, ours: user.name })}
                  </Alert>
                )}
              </>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** The more recent of two checks (the detail refreshes after a check, so either may be newer). */
function latest(a: CpfVerification | null, b: CpfVerification | null): CpfVerification | null {
  if (!a || !b) return a ?? b;
  return Date.parse(a.checked_at) >= Date.parse(b.checked_at) ? a : b;
}
