import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { doneData, useApiMutation } from '../../../api/useApiMutation';
import { formatInstant } from '../../../format/datetime';

/** The document's bytes as an address the page may show (a blob: URL), let go when no longer shown. */
function useObjectUrl(base64: string | undefined, type: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (base64 === undefined) return undefined;
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const made = URL.createObjectURL(new Blob([bytes], { type }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [base64, type]);
  return url;
}

/**
 * One document shown inline: an image as it is, a PDF in the browser's viewer. Each showing asks
 * the server again, which audits who looked at which document.
 */
export function KycDocumentView({ document }: { document: users.KycDocument }) {
  const { t } = useTranslation();
  const read = useApiMutation(users.kycDocument, { quiet: true });
  const [content, setContent] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const show = useEffectEvent((isCurrent: () => boolean) => {
    void read.send({ id: document.id }).then(doneData).then((shown) => {
      if (!isCurrent()) return;
      if (shown) setContent(shown.content_base64);
      else setFailed(true);
    });
  });
  // Asked once per document (the component is keyed by it); an answer that comes after is dropped.
  useEffect(() => {
    let current = true;
    show(() => current);
    return () => {
      current = false;
    };
  }, [document.id]);
  const url = useObjectUrl(content, document.content_type);
  const kind = t(`kycDocuments.kinds.${document.kind}`);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('kycDocuments.by', { who: document.uploaded_by, when: formatInstant(document.uploaded_at) })}
      </Typography>
      {failed && <Alert severity="error">{t('kycDocuments.failed')}</Alert>}
      {!failed && !url && <LinearProgress aria-label={t('kycDocuments.showing', { file: document.file_name })} />}
      {url && document.content_type === 'application/pdf' && (
        <>
          <Box component="iframe" title={t('kycDocuments.pdf', { kind, file: document.file_name })} src={url} sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider' }} />
          <Link href={url} target="_blank" rel="noopener">{t('kycDocuments.openPdf')}</Link>
        </>
      )}
      {url && document.content_type !== 'application/pdf' && (
        <Box component="img" src={url} alt={t('kycDocuments.image', { kind, file: document.file_name })} sx={{ maxWidth: '100%', maxHeight: 420, objectFit: 'contain', alignSelf: 'flex-start', border: 1, borderColor: 'divider' }} />
      )}
    </Stack>
  );
}
