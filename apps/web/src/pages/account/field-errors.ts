/** The server names a refused field as `Invalid field "new_password": …`; this splits that name off. */
export function refusedField(message: string): { field: string; problem: string } | null {
  const match = /^Invalid field "([\w.]+)": (.+)$/s.exec(message);
  return match ? { field: match[1]!, problem: match[2]! } : null;
}
