import type { Language } from '../i18n';
import type { WordsByNamespace } from '../i18n/words';
import { EVERY_SCREEN } from './areas';

/** Every screen's title (`t('screens.<route name>')`) in a language, from its area's manifest: its heading and its navigation entry. */
export const screenTitleWords = (language: Language) =>
  ({ screens: Object.fromEntries(EVERY_SCREEN.map(({ name, screen }) => [name, screen.title[language]])) }) satisfies WordsByNamespace;
