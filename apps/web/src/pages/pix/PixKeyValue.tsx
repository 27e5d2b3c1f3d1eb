import { useTranslation } from 'react-i18next';
import { CopyableText } from '../../components/CopyableText';

/** A Pix key as the DICT stores it, with a copy button. */
export function PixKeyValue({ value }: { value: string }) {
  const { t } = useTranslation();
  return <CopyableText value={value} copyLabel={t('pix.copyKey', { key: value })} />;
}
