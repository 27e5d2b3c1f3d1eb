import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG 2.1 AA for body text (1.4.3): 4.5 to 1. */
const AA_TEXT_CONTRAST = 4.5;

/** Whether `color` reads as text on each of `surfaces`, and they as text on it. */
const readsOn = (color: string, surfaces: readonly string[]) =>
  surfaces.every((surface) => getContrastRatio(color, surface) >= AA_TEXT_CONTRAST);

/**
 * `color` itself when it reads as text on every one of `surfaces`, else the closest shade of it
 * that does: darker for light surfaces, lighter for dark ones. The hue stays the brand's.
 */
export function readableShade(color: string, surfaces: readonly string[], towards: 'darker' | 'lighter'): string {
  if (readsOn(color, surfaces)) return color;
  const shift = towards === 'darker' ? darken : lighten;
  for (let step = 1; step < 50; step += 1) {
    const shade = shift(color, step / 50);
    if (readsOn(shade, surfaces)) return shade;
  }
  return towards === 'darker' ? '#000000' : '#ffffff';
}
