import type { WordsByNamespace } from '../i18n/words';
import { EVERY_SCREEN } from './areas';

const inLanguage = (language: 'en' | 'pt-BR') => Object.fromEntries(EVERY_SCREEN.map(({ name, screen }) => [name, screen.title[language]]));

/** Every screen's title (`t('screens.<route name>')`), from its area's manifest: its heading and its navigation entry. */
export const screenTitleWords = { screens: { en: inLanguage('en'), 'pt-BR': inLanguage('pt-BR') } } satisfies WordsByNamespace;
