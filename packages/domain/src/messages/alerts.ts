import { defineMessages } from './define';

/** Alarm descriptions (class 13 special codes) and notification texts. */
export const alertMessages = defineMessages({
  alarmWrongField: {
    'en-us': 'Applying outside the fields of order {order}',
    'es-es': 'Aplicando fuera de los campos de la orden {order}',
    'pt-br': 'Aplicando fora dos talhões da ordem {order}',
  },
  alarmLabelWeather: {
    'en-us': 'Label limits may fail at the machine: {limits}',
    'es-es': 'Los límites de la etiqueta pueden fallar en la máquina: {limits}',
    'pt-br': 'Os limites da bula podem falhar na máquina: {limits}',
  },
  alarmStopped: {
    'en-us': 'Stopped for more than {minutes} minutes',
    'es-es': 'Detenida por más de {minutes} minutos',
    'pt-br': 'Parada por mais de {minutes} minutos',
  },
  alarmLeftFields: {
    'en-us': 'Left the fields of order {order} before completing it',
    'es-es': 'Salió de los campos de la orden {order} antes de completarla',
    'pt-br': 'Saiu dos talhões da ordem {order} antes de concluí-la',
  },
  alarmNotFound: {
    'en-us': 'Alarm {id} was not found',
    'es-es': 'No se encontró la alarma {id}',
    'pt-br': 'O alarme {id} não foi encontrado',
  },
  notificationLateWorkOrder: {
    'en-us': 'Work order {order} is late: its planned end has passed',
    'es-es': 'La orden {order} está atrasada: pasó su fin previsto',
    'pt-br': 'A ordem {order} está atrasada: o fim previsto já passou',
  },
  notificationCanceledWorkOrder: {
    'en-us': 'Work order {order} was canceled',
    'es-es': 'La orden {order} fue cancelada',
    'pt-br': 'A ordem {order} foi cancelada',
  },
  notificationScheduleSent: {
    'en-us': 'The schedule of {date} was sent to {machine}',
    'es-es': 'El programa del {date} se envió a {machine}',
    'pt-br': 'A programação de {date} foi enviada para {machine}',
  },
  notificationOptimisationFinished: {
    'en-us': 'The optimisation finished',
    'es-es': 'La optimización terminó',
    'pt-br': 'A otimização terminou',
  },
  notificationOptimisationFailed: {
    'en-us': 'The optimisation failed: {reason}',
    'es-es': 'La optimización falló: {reason}',
    'pt-br': 'A otimização falhou: {reason}',
  },
  notificationPendingIntegration: {
    'en-us': 'Work order {order} waits for integration',
    'es-es': 'La orden {order} espera la integración',
    'pt-br': 'A ordem {order} aguarda a integração',
  },
  notificationForecastChanged: {
    'en-us':
      'The new forecast closes the spray windows of {orders} planned for {machine} on {date}: re-plan the day',
    'es-es':
      'El nuevo pronóstico cierra las ventanas de aplicación de {orders} programadas para {machine} el {date}: vuelva a planificar el día',
    'pt-br':
      'A nova previsão fecha as janelas de aplicação de {orders} programadas para {machine} em {date}: replaneje o dia',
  },
  smsOnTheWay: {
    'en-us': '{company}: a machine is on the way to {field}',
    'es-es': '{company}: una máquina va en camino a {field}',
    'pt-br': '{company}: uma máquina está a caminho de {field}',
  },
  smsJobComplete: {
    'en-us': '{company}: the job on {field} is complete',
    'es-es': '{company}: el trabajo en {field} está completo',
    'pt-br': '{company}: o trabalho em {field} foi concluído',
  },
  alertMailAlarmSubject: {
    'en-us': '{machine}: {alarm}',
    'es-es': '{machine}: {alarm}',
    'pt-br': '{machine}: {alarm}',
  },
  alertMailAlarmBody: {
    'en-us': '{alarm}. Machine {machine}, since {time}.',
    'es-es': '{alarm}. Máquina {machine}, desde {time}.',
    'pt-br': '{alarm}. Máquina {machine}, desde {time}.',
  },
  alertMailFooter: {
    'en-us': 'You get this message because you chose it in your alert choices.',
    'es-es': 'Recibe este mensaje porque lo eligió en sus preferencias de avisos.',
    'pt-br': 'Você recebe esta mensagem porque a escolheu nas suas preferências de avisos.',
  },
  limitWind: { 'en-us': 'wind', 'es-es': 'viento', 'pt-br': 'vento' },
  limitTemperature: { 'en-us': 'temperature', 'es-es': 'temperatura', 'pt-br': 'temperatura' },
  limitHumidity: { 'en-us': 'humidity', 'es-es': 'humedad', 'pt-br': 'umidade' },
  limitRain: { 'en-us': 'rain', 'es-es': 'lluvia', 'pt-br': 'chuva' },
  limitSun: { 'en-us': 'sun rule', 'es-es': 'regla del sol', 'pt-br': 'regra do sol' },
});
