/** The one count and share formatter, in the member's language: 1234 is "1.234" in pt-BR, 0.987 is "98,7%". */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** A share (0..1) as a percentage with at most one decimal; `signed` writes "+12%" and "−3%", as a change reads. */
export const formatShare = (share: number, language: string, signed = false) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' }).format(share);
