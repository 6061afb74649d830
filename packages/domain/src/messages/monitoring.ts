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
});
