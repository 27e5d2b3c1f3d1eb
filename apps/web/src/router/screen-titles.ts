import { registerAreaMessages } from '../i18n';
import { EVERY_SCREEN } from './areas';

const inLanguage = (language: 'en' | 'pt-BR') => Object.fromEntries(EVERY_SCREEN.map(({ name, screen }) => [name, screen.title[language]]));

registerAreaMessages('screens', { en: inLanguage('en'), 'pt-BR': inLanguage('pt-BR') });
