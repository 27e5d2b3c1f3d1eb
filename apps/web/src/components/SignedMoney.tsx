import { Box } from '@mui/material';
import { Money } from './Money';

/** A change of a balance: "+R$ 10,00" in green, "-R$ 10,00" in red, nothing changed in grey. */
export function SignedMoney({ centavos }: { centavos: number }) {
  const color = centavos > 0 ? 'success.main' : centavos < 0 ? 'error.main' : 'text.secondary';
  return (
    <Box component="span" sx={{ color, whiteSpace: 'nowrap' }}>
      {centavos > 0 && '+'}
      <Money centavos={centavos} />
    </Box>
  );
}
