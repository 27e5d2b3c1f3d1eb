import { registerAreaMessages } from '../../i18n';

const en = {
  problems: {
    too_small: 'Too short',
    too_big: 'Too long',
    invalid_format: 'Not in the expected format',
    invalid_type: 'Required',
    invalid: 'Not valid',
    server: 'Refused by the server',
  },
};

registerAreaMessages('form', {
  en,
  'pt-BR': {
    problems: {
      too_small: 'Curto demais',
      too_big: 'Longo demais',
      invalid_format: 'Fora do formato esperado',
      invalid_type: 'Obrigatório',
      invalid: 'Inválido',
      server: 'Recusado pelo servidor',
    },
  },
});
