import { defineArea } from '../../router/area';

/** The specification's pages around the screens: a page with no layout, and not found. */
export const miscArea = defineArea({
  screens: {
    blank: { path: '/blank', title: { en: 'Blank page', 'pt-BR': 'Página em branco' }, layout: 'none', page: 'BlankPage' },
  },
});
