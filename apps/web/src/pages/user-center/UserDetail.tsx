import { Suspense, type ReactNode } from 'react';
import {
  Alert,
  Chip,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { users } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../components/DateTime';
import { DetailPage } from '../../components/DetailPage';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DetailField, RecordCard } from '../../components/DetailStates';
import { CpfVerificationCard } from './CpfVerificationCard';
import { SectionCard } from './SectionCard';
import { FraudFlag } from './story/FraudFlag';
import { MedFlag } from './story/MedFlag';
import { UserActions, type WalletUser } from './UserActions';
import { formatDocument } from '../../format/document';
import { formatPhone } from '../../format/phone';
import { customerListPath } from './area';
import { optionKey } from '../../i18n/options';
import { lazyNamed } from '../../components/lazy-named';
import { OptionChip } from '../../components/OptionChip';

export type UserKind = WalletUser['kind'];
type Detail = z.infer<typeof users.detail.data>;

// The customer's story (accounts, keys, limits, freezes, trades, infractions, fraud, staff actions)
// comes after the record and asks for its own rows: its code, with every other area's chips and
// words two thirds of the page's own, loads once the record is drawn.
const CustomerStory = lazyNamed(() => import('./story/CustomerStory'), 'CustomerStory');

/** The shared detail screen of a wallet user or a merchant, opened by `?id=`. */
export function UserDetail({ kind }: { kind: UserKind }) {
  const { t } = useTranslation();
  const toList = (
    <Link component={RouterLink} to={customerListPath(kind)}>
      {t(kind === 'merchant' ? 'userDetail.backToMerchantList' : 'userDetail.backToUserList')}
    </Link>
  );
  return (
    <DetailPage
      endpoint={users.detail}
      idOf={(detail) => detail.user.id}
      words="userDetail"
      title={t(kind === 'merchant' ? 'screens.user-center-merchant-list-detail' : 'screens.user-center-user-list-detail')}
      listPath={customerListPath(kind)}
      sections={3}
      problemExtra={toList}
    >
      {(detail) => <DetailView detail={detail} kind={kind} />}
    </DetailPage>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

function DetailView({ detail, kind }: { detail: Detail; kind: UserKind }) {
  const { t } = useTranslation();
  const { user } = detail;
  const otherKind = user.kind !== kind;

  return (
    <Stack spacing={3} data-user-id={user.id}>
      <Breadcrumbs trail={[{ to: customerListPath(user.kind), label: t(user.kind === 'merchant' ? 'screens.user-center-merchant-list' : 'screens.user-center-user-list') }]} current={user.name} />
      {otherKind && (
        <Alert severity="info">
          {t(`userDetail.otherKind.${user.kind}`)}{' '}
          <Link component={RouterLink} to={customerListPath(user.kind)}>
            {t(user.kind === 'merchant' ? 'userDetail.backToMerchantList' : 'userDetail.backToUserList')}
          </Link>
        </Alert>
      )}
      <ProfileCard user={user} />
      <StatusHistoryCard history={detail.status_history} />
      <CpfVerificationCard user={user} last={detail.cpf_verification} />
      <KycChecksCard checks={detail.kyc_checks} />
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <CustomerStory customer={user} />
      </Suspense>
    </Stack>
  );
}

function ProfileCard({ user }: { user: WalletUser }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={user.name}
      badges={<><Chip size="small" label={t(optionKey('user_kind', user.kind))} /><FraudFlag customerId={user.id} /><MedFlag customerId={user.id} /></>}
      actions={<UserActions user={user} variant="page" />}
      heading={t('userDetail.profile.heading')}
    >
      <DetailField label={t('userDetail.profile.kind')}>{t(optionKey('user_kind', user.kind))}</DetailField>
      <DetailField label={t('userDetail.profile.document')}>
        <span data-testid="user-document">{formatDocument(user.doc_type, user.doc_number)}</span>
        <Typography component="span" color="text.secondary"> ({user.doc_type})</Typography>
      </DetailField>
      <DetailField label={t('userDetail.profile.email')}>{user.email}</DetailField>
      <DetailField label={t('userDetail.profile.phone')}>{formatPhone(user.phone)}</DetailField>
      <DetailField label={t('userDetail.profile.created')}><DateTime value={user.created_at} /></DetailField>
      <DetailField label={t('userDetail.profile.status')}><OptionChip list="status" code={user.status} /></DetailField>
      {user.status === 'blocked' && user.blocked_reason && (
        <DetailField label={t('userDetail.profile.blockedReason')}>{user.blocked_reason}</DetailField>
      )}
      <DetailField label={t('userDetail.profile.kyc')}><OptionChip list="kyc_status" code={user.kyc_status} none={t('kycStatus.none')} /></DetailField>
    </RecordCard>
  );
}

function StatusHistoryCard({ history }: { history: Detail['status_history'] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('userDetail.history.heading')}>
      {history.length === 0 ? (
        <Empty>{t('userDetail.history.empty')}</Empty>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('userDetail.history.status')}</TableCell>
                <TableCell>{t('userDetail.history.reason')}</TableCell>
                <TableCell>{t('userDetail.history.by')}</TableCell>
                <TableCell>{t('userDetail.history.when')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((change, index) => (
                <TableRow key={`${change.at}-${index}`}>
                  <TableCell><OptionChip list="status" code={change.status} /></TableCell>
                  <TableCell>{change.reason}</TableCell>
                  <TableCell>{change.actor}</TableCell>
                  <TableCell><DateTime value={change.at} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}

function KycChecksCard({ checks }: { checks: Detail['kyc_checks'] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('userDetail.kyc.heading')}>
      {checks.length === 0 ? (
        <Empty>{t('userDetail.kyc.empty')}</Empty>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('userDetail.kyc.documentType')}</TableCell>
                <TableCell>{t('userDetail.kyc.status')}</TableCell>
                <TableCell>{t('userDetail.kyc.submitted')}</TableCell>
                <TableCell>{t('userDetail.kyc.reviewed')}</TableCell>
                <TableCell>{t('userDetail.kyc.reviewer')}</TableCell>
                <TableCell>{t('userDetail.kyc.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {checks.map((check) => (
                <TableRow key={check.id}>
                  <TableCell>{t(optionKey('kyc_doc_type', check.document_type))}</TableCell>
                  <TableCell><OptionChip list="kyc_status" code={check.status} /></TableCell>
                  <TableCell><DateTime value={check.submitted_at} /></TableCell>
                  <TableCell><DateTime value={check.reviewed_at} /></TableCell>
                  <TableCell>{check.reviewer ?? '—'}</TableCell>
                  <TableCell>{check.reason ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
