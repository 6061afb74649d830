import { defineMessages } from './define';

/** Messages of sensitive sites, their no-spray buffers and the gate rule that checks them. */
export const sensitiveSiteMessages = defineMessages({
  sensitiveSiteBufferRange: {
    'en-us': 'The buffer must be between 0 and {max} m',
    'es-es': 'La zona de amortiguación debe estar entre 0 y {max} m',
    'pt-br': 'A faixa de segurança deve estar entre 0 e {max} m',
  },
  sensitiveSiteRadiusRange: {
    'en-us': 'The radius must be between 0 and {max} m',
    'es-es': 'El radio debe estar entre 0 y {max} m',
    'pt-br': 'O raio deve estar entre 0 e {max} m',
  },
  sensitiveSiteRadiusRequired: {
    'en-us': 'A site drawn as a point needs a radius greater than zero',
    'es-es': 'Un sitio dibujado como punto necesita un radio mayor que cero',
    'pt-br': 'Um local desenhado como ponto precisa de um raio maior que zero',
  },
  sensitiveSiteRadiusOnlyPoint: {
    'en-us': 'Only a site drawn as a point has a radius',
    'es-es': 'Solo un sitio dibujado como punto tiene radio',
    'pt-br': 'Só um local desenhado como ponto tem raio',
  },
  labelGateNoSprayBuffer: {
    'en-us': 'Field {field} is {value} from {site} ({kind}), inside its {limit} no-spray buffer',
    'es-es':
      'El campo {field} está a {value} de {site} ({kind}), dentro de su zona sin aplicación de {limit}',
    'pt-br': 'O talhão {field} está a {value} de {site} ({kind}), dentro da faixa sem aplicação de {limit}',
  },
  sensitiveSiteKindSensitiveCrop: {
    'en-us': 'sensitive crop',
    'es-es': 'cultivo sensible',
    'pt-br': 'cultura sensível',
  },
  sensitiveSiteKindWater: { 'en-us': 'water', 'es-es': 'agua', 'pt-br': 'água' },
  sensitiveSiteKindApiary: { 'en-us': 'apiary', 'es-es': 'colmenar', 'pt-br': 'apiário' },
  sensitiveSiteKindSchoolOrResidence: {
    'en-us': 'school or residence',
    'es-es': 'escuela o vivienda',
    'pt-br': 'escola ou residência',
  },
  sensitiveSiteKindOrganicField: {
    'en-us': 'organic field',
    'es-es': 'campo orgánico',
    'pt-br': 'lavoura orgânica',
  },
  sensitiveSiteKindOther: { 'en-us': 'other', 'es-es': 'otro', 'pt-br': 'outro' },
});
