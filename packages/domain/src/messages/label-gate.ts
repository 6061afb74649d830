import { defineMessages } from './define';

/** Messages of the label gate: why a machine's day may not be sent as it is. */
export const labelGateMessages = defineMessages({
  labelGateRefused: {
    'en-us': 'The day breaks {count} label requirements: change it, or send it with an override reason',
    'es-es': 'El día incumple {count} requisitos de etiqueta: cámbielo o envíelo con un motivo de excepción',
    'pt-br': 'O dia descumpre {count} exigências de bula: altere-o ou envie-o com um motivo de exceção',
  },
  labelGateOverrideReasonRequired: {
    'en-us': 'Type why the day goes out despite the label requirements it breaks',
    'es-es': 'Escriba por qué el día se envía a pesar de los requisitos de etiqueta que incumple',
    'pt-br': 'Digite por que o dia é enviado apesar das exigências de bula que descumpre',
  },
  labelGateLicence: {
    'en-us': '{applicator} holds no license in force on {date} for {product} (needs {missing})',
    'es-es': '{applicator} no tiene licencia vigente el {date} para {product} (necesita {missing})',
    'pt-br': '{applicator} não tem licença vigente em {date} para {product} (precisa de {missing})',
  },
  labelGateRestrictedUse: {
    'en-us': '{product} is restricted-use: the order needs a certified applicator',
    'es-es': '{product} es de uso restringido: la orden necesita un aplicador certificado',
    'pt-br': '{product} é de uso restrito: a ordem precisa de um aplicador certificado',
  },
  labelGateWindMax: {
    'en-us': 'Wind {value} over the maximum {limit} of {product}',
    'es-es': 'Viento {value} por encima del máximo {limit} de {product}',
    'pt-br': 'Vento {value} acima do máximo {limit} de {product}',
  },
  labelGateWindMin: {
    'en-us': 'Wind {value} under the minimum {limit} of {product}',
    'es-es': 'Viento {value} por debajo del mínimo {limit} de {product}',
    'pt-br': 'Vento {value} abaixo do mínimo {limit} de {product}',
  },
  labelGateTemperatureMax: {
    'en-us': 'Temperature {value} over the maximum {limit} of {product}',
    'es-es': 'Temperatura {value} por encima del máximo {limit} de {product}',
    'pt-br': 'Temperatura {value} acima do máximo {limit} de {product}',
  },
  labelGateTemperatureMin: {
    'en-us': 'Temperature {value} under the minimum {limit} of {product}',
    'es-es': 'Temperatura {value} por debajo del mínimo {limit} de {product}',
    'pt-br': 'Temperatura {value} abaixo do mínimo {limit} de {product}',
  },
  labelGateHumidityMax: {
    'en-us': 'Humidity {value} over the maximum {limit} of {product}',
    'es-es': 'Humedad {value} por encima del máximo {limit} de {product}',
    'pt-br': 'Umidade {value} acima do máximo {limit} de {product}',
  },
  labelGateHumidityMin: {
    'en-us': 'Humidity {value} under the minimum {limit} of {product}',
    'es-es': 'Humedad {value} por debajo del mínimo {limit} de {product}',
    'pt-br': 'Umidade {value} abaixo do mínimo {limit} de {product}',
  },
  labelGateRain: {
    'en-us': 'Rain {value} inside the {limit} rain-free hours of {product}',
    'es-es': 'Lluvia {value} dentro de las {limit} horas sin lluvia de {product}',
    'pt-br': 'Chuva {value} dentro das {limit} horas sem chuva de {product}',
  },
  labelGateSun: {
    'en-us':
      '{product} may only be applied from 1 hour after sunrise ({from}) to 2 hours before sunset ({to})',
    'es-es':
      '{product} solo se puede aplicar desde 1 hora después del amanecer ({from}) hasta 2 horas antes del atardecer ({to})',
    'pt-br':
      '{product} só pode ser aplicado de 1 hora após o nascer do sol ({from}) até 2 horas antes do pôr do sol ({to})',
  },
  labelGateNoForecast: {
    'en-us': 'No forecast for this hour at the field: the limits of {product} cannot be checked',
    'es-es': 'No hay pronóstico para esta hora en el campo: no se pueden comprobar los límites de {product}',
    'pt-br': 'Não há previsão para esta hora no talhão: os limites de {product} não podem ser verificados',
  },
});
