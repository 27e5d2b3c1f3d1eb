import { Suspense, useCallback, useMemo, useState } from 'react';
import { IconButton, Link, Stack } from '@mui/material';
import { Tooltip } from '../../components/Tooltip';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOffOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import type { ListColumn } from '../../components/list/table/columns';
import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../api/hooks';
import { CutText, memberColumn, nameColumn, textColumn, timeColumn } from '../../components/list/columns';
import { ListPage, type FilterSpec } from '../../components/list/ListPage';
import { OptionChip } from '../../components/OptionChip';
import { lazyNamed } from '../../components/lazy-named';
import type { KycCheck, KycDecision } from './KycReviewDialog';
import { KycDocumentsDialog } from './kyc/KycDocumentsDialog';
import { customerPath } from './area';
import { optionKey } from '../../i18n/options';

// The decision loads its code (the form library among it) when first opened.
const KycReviewDialog = lazyNamed(() => import('./KycReviewDialog'), 'KycReviewDialog');

/**
 * KYC checks, filtered and paged; each check's documents open beside Approve and Reject, and a
 * pending one is approved or rejected with a reason.
 */
export default function KycCheckPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canReview = can('kyc.review');
  const [review, setReview] = useState<{ check: KycCheck; decision: KycDecision } | null>(null);
  const [documentsOf, setDocumentsOf] = useState<KycCheck | null>(null);

  const columns = useMemo<ListColumn<KycCheck>[]>(
    () => [
      {
        ...nameColumn<KycCheck>('user_name', t('userDetail.kycList.user'), { priority: 1 }),
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={customerPath(row.user_kind, row.user_id)} title={row.user_name}>{row.user_name}</Link>
        ),
      },
      {
        ...textColumn<KycCheck>('document_type', t('userDetail.kycList.documentType'), { minWidth: 130 }),
        renderCell: ({ row }) => <CutText text={t(optionKey('kyc_doc_type', row.document_type))} />,
      },
      {
        ...textColumn<KycCheck>('status', t('userDetail.kycList.status'), { minWidth: 120 }, { priority: 1 }),
        renderCell: ({ row }) => <OptionChip list="kyc_status" code={row.status} />,
      },
      timeColumn<KycCheck>('submitted_at', t('userDetail.kycList.submitted'), { priority: 1 }),
      timeColumn<KycCheck>('reviewed_at', t('userDetail.kycList.reviewed')),
      memberColumn<KycCheck>('reviewer', t('userDetail.kycList.reviewer')),
      { ...nameColumn<KycCheck>('reason', t('userDetail.kycList.reason'), { priority: 3 }), renderCell: ({ row }) => <CutText text={row.reason ?? '—'} /> },
    ],
    [t],
  );

  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'select', name: 'status', label: t('userDetail.kycList.status'), options: 'kyc_status' },
      { kind: 'select', name: 'document_type', label: t('userDetail.kycList.documentType'), options: 'kyc_doc_type' },
      { kind: 'text', name: 'keyword', label: t('userDetail.kycList.keyword') },
      { kind: 'dateRange', name: 'submitted', label: t('userDetail.kycList.submitted'), startField: 'created_from', endField: 'created_to' },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: KycCheck) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        <Tooltip title={t('kycDocuments.open', { name: row.user_name })}>
          <IconButton size="small" aria-label={t('kycDocuments.open', { name: row.user_name })} onClick={() => setDocumentsOf(row)}>
            <DescriptionOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {canReview && row.status === 'pending' && (
          <>
            <Tooltip title={t('userDetail.kycList.approve')}>
              <IconButton
                size="small"
                color="success"
                aria-label={t('userDetail.kycList.approveOf', { name: row.user_name })}
                onClick={() => setReview({ check: row, decision: 'approved' })}
              >
                <CheckCircleOutline fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('userDetail.kycList.reject')}>
              <IconButton
                size="small"
                color="error"
                aria-label={t('userDetail.kycList.rejectOf', { name: row.user_name })}
                onClick={() => setReview({ check: row, decision: 'rejected' })}
              >
                <HighlightOff fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
    ),
    [canReview, t],
  );

  return (
    <>
      <ListPage endpoint={users.kycList} title={t('screens.user-center-kyc-check')} columns={columns} filters={filters} rowActions={rowActions} />
      {documentsOf && (
        <KycDocumentsDialog
          check={documentsOf}
          onClose={() => setDocumentsOf(null)}
          onDecide={(decision) => {
            setDocumentsOf(null);
            setReview({ check: documentsOf, decision });
          }}
        />
      )}
      <Suspense fallback={null}>
        {review && (
          <KycReviewDialog
            key={`${review.check.id}-${review.decision}`}
            check={review.check}
            decision={review.decision}
            onClose={() => setReview(null)}
          />
        )}
      </Suspense>
    </>
  );
}
