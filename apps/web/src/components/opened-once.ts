import { useState } from 'react';

/**
 * Whether a dialog has been opened at least once. Until then it need not be drawn: a closed
 * dialog still runs its hooks (a form's among them), and a list draws its actions on every row.
 * Once opened it stays, so that it can fade out when it closes.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
