import { defineMessages } from './define';

/** Planning, weather and routing messages (spec part 1 §8). */
export const planningMessages = defineMessages({
  weatherUnavailable: {
    'en-us': 'Weather API error',
    'es-es': 'Error en la API del clima',
    'pt-br': 'Erro na API de clima',
  },
  routingUnavailable: {
    'en-us': 'The routing service could not be reached. Try again.',
    'es-es': 'No se pudo contactar el servicio de rutas. Inténtelo de nuevo.',
    'pt-br': 'Não foi possível acessar o serviço de rotas. Tente novamente.',
  },
});
