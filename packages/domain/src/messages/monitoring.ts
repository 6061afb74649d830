import { defineMessages } from './define';

/** Messages of the machine API and monitoring. */
export const monitoringMessages = defineMessages({
  positionBatchTooLarge: {
    'en-us': 'A batch holds at most {max} points',
    'es-es': 'Un lote contiene como máximo {max} puntos',
    'pt-br': 'Um lote contém no máximo {max} pontos',
  },
  positionInFuture: {
    'en-us': 'The time lies more than 5 minutes in the future',
    'es-es': 'La hora está más de 5 minutos en el futuro',
    'pt-br': 'O horário está mais de 5 minutos no futuro',
  },
  positionTooOld: {
    'en-us': 'The time lies before the {days} days of positions kept',
    'es-es': 'La hora es anterior a los {days} días de posiciones guardados',
    'pt-br': 'O horário é anterior aos {days} dias de posições guardados',
  },
  positionsRejected: {
    'en-us': '{rejected} of {total} points were refused; the others were stored',
    'es-es': '{rejected} de {total} puntos fueron rechazados; los demás se guardaron',
    'pt-br': '{rejected} de {total} pontos foram recusados; os demais foram gravados',
  },
  voucherNotRedeemable: {
    'en-us': 'This voucher is unknown, cancelled or expired',
    'es-es': 'Este voucher es desconocido, está cancelado o vencido',
    'pt-br': 'Este voucher é desconhecido, está cancelado ou vencido',
  },
  executionNotAllowed: {
    'en-us': 'An order that is {status} cannot take the event {event}',
    'es-es': 'Una orden en estado {status} no admite el evento {event}',
    'pt-br': 'Uma ordem com status {status} não aceita o evento {event}',
  },
  executionOrderNotSent: {
    'en-us': 'This order was not sent to this machine',
    'es-es': 'Esta orden no fue enviada a esta máquina',
    'pt-br': 'Esta ordem não foi enviada para esta máquina',
  },
  idempotencyKeyReused: {
    'en-us': 'This idempotency key was already used for another event',
    'es-es': 'Esta clave de idempotencia ya se usó para otro evento',
    'pt-br': 'Esta chave de idempotência já foi usada para outro evento',
  },
  stopOperationNotFound: {
    'en-us': 'Stop reason not found',
    'es-es': 'Motivo de parada no encontrado',
    'pt-br': 'Motivo de parada não encontrado',
  },
});
