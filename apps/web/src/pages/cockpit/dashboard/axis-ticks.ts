/** How many steps the count axis is cut into, about: its ticks fall on round numbers (1, 2 or 5 times a power of ten). */
const STEPS = 4;

/** The ticks of an axis from 0 to at least `max`, on round numbers; [0, 1] for an axis with nothing on it. */
export function axisTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / STEPS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}
