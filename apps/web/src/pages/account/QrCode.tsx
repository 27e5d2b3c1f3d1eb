import { useMemo } from 'react';
import { Box } from '@mui/material';
import qrcode from 'qrcode-generator';

// Four light modules around the code: the quiet zone readers need.
const QUIET_ZONE = 4;

/** A QR code drawn as one SVG path (black on white, whatever the theme, so phones can read it). */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const modules = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row++) {
      for (let col = 0; col < modules; col++) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
    return { path: d, count: modules };
  }, [text]);
  const side = count + 2 * QUIET_ZONE;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      data-testid="totp-qr-code"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      sx={{ width: size, height: size, bgcolor: '#fff', display: 'block' }}
    >
      <path d={path} fill="#000" />
    </Box>
  );
}
