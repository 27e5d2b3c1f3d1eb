import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The first stop of the Tab key: hidden until focused, it takes the keyboard past the navigation
 * to the page's content (WCAG 2.4.1), where the next Tab reaches the page's first control.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus, not the hash: the address stays the page's.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('skipToContent')}
    </Link>
  );
}
