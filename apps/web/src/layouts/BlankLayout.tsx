import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Full-page content with no navigation: sign-in, not found, and the blank-layout detail pages. */
export function BlankLayout({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Box className={className} data-layout="blank" component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {children}
    </Box>
  );
}
