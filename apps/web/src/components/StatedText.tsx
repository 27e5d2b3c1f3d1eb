import { useStated, type StatedValue } from '../i18n/said/stated';

/** A record's text (a reason, a note) in the member's language: the system's notes worded, a member's words as they typed them. */
export function StatedText({ value }: { value: StatedValue | null }) {
  return <>{useStated()(value)}</>;
}
