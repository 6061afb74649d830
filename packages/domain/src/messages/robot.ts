import { defineMessages } from './define';

/** Robot execution links (spec part 2 §8). */
export const robotMessages = defineMessages({
  robotLinkError: {
    'en-us': 'Error saving link between work order and execution',
    'es-es': 'Error al guardar el vínculo entre la orden de trabajo y la ejecución',
    'pt-br': 'Erro ao salvar o vínculo entre a ordem de serviço e a execução',
  },
  robotGroupOneField: {
    'en-us':
      'A robot equipment group needs exactly one field per order unless individual orders per field is on',
    'es-es':
      'Un grupo de equipos robot necesita exactamente un campo por orden, salvo que las órdenes individuales por campo estén activadas',
    'pt-br':
      'Um grupo de equipamentos robô precisa de exatamente um talhão por ordem, a menos que ordens individuais por talhão estejam ativadas',
  },
  invalidFilterColumn: {
    'en-us': 'Cannot filter by {field}',
    'es-es': 'No se puede filtrar por {field}',
    'pt-br': 'Não é possível filtrar por {field}',
  },
});
