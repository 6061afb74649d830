import { defineMessages } from './define';

/** Work-order records (spec part 1 §5 and §8, part 2 §8). */
export const workOrderMessages = defineMessages({
  workOrderSaveError: {
    'en-us': 'Error saving order!',
    'es-es': '¡Error al guardar la orden!',
    'pt-br': 'Erro ao salvar a ordem!',
  },
  workOrderTripSent: {
    'en-us':
      'A trip was already sent for this Work Order today. Because of this, the order cannot be edited.',
    'es-es': 'Ya se envió un viaje para esta orden de trabajo hoy. Por eso, la orden no se puede editar.',
    'pt-br':
      'Uma viagem já foi enviada para esta ordem de serviço hoje. Por isso, a ordem não pode ser editada.',
  },
  workOrderInUse: {
    'en-us': 'This work order is in use in a schedule. Confirm to delete it anyway.',
    'es-es':
      'Esta orden de trabajo está en uso en una programación. Confirme para eliminarla de todos modos.',
    'pt-br': 'Esta ordem de serviço está em uso em uma programação. Confirme para excluí-la mesmo assim.',
  },
  workOrderRemoveError: {
    'en-us': 'Error Removing Order',
    'es-es': 'Error al eliminar la orden',
    'pt-br': 'Erro ao remover a ordem',
  },
  workOrderRestoreError: {
    'en-us': 'Error Restoring Order',
    'es-es': 'Error al restaurar la orden',
    'pt-br': 'Erro ao restaurar a ordem',
  },
  workOrderStatusNotAllowed: {
    'en-us': 'This action is not allowed for an order with status {status}',
    'es-es': 'Esta acción no está permitida para una orden con estado {status}',
    'pt-br': 'Esta ação não é permitida para uma ordem com status {status}',
  },
  workOrderCannotReschedule: {
    'en-us': 'A void or deleted work order cannot be rescheduled',
    'es-es': 'Una orden anulada o eliminada no se puede reprogramar',
    'pt-br': 'Uma ordem cancelada ou excluída não pode ser reprogramada',
  },
  workOrderDeletedNotEditable: {
    'en-us': 'A deleted work order cannot be edited; restore it first',
    'es-es': 'Una orden eliminada no se puede editar; restáurela primero',
    'pt-br': 'Uma ordem excluída não pode ser editada; restaure-a primeiro',
  },
  workOrderProductMixture: {
    'en-us': 'The equipment group cannot carry {product}: it needs a {mixture} machine',
    'es-es': 'El grupo de equipos no puede llevar {product}: necesita una máquina {mixture}',
    'pt-br': 'O grupo de equipamentos não pode levar {product}: ele precisa de uma máquina {mixture}',
  },
  workOrderTooManyProducts: {
    'en-us':
      'Too many products for the equipment bins: the order needs {needs} compartments, the equipment has {has}',
    'es-es':
      'Demasiados productos para los compartimentos del equipo: la orden necesita {needs}, el equipo tiene {has}',
    'pt-br':
      'Produtos demais para os compartimentos do equipamento: a ordem precisa de {needs}, o equipamento tem {has}',
  },
  workOrderProductNotFound: {
    'en-us': 'Product not found',
    'es-es': 'Producto no encontrado',
    'pt-br': 'Produto não encontrado',
  },
  workOrderProductRepeated: {
    'en-us': 'This product is already in the order',
    'es-es': 'Este producto ya está en la orden',
    'pt-br': 'Este produto já está na ordem',
  },
  workOrderFieldNotFound: {
    'en-us': 'Field not found in the farm of the order',
    'es-es': 'Campo no encontrado en la finca de la orden',
    'pt-br': 'Talhão não encontrado na fazenda da ordem',
  },
  workOrderFarmMismatch: {
    'en-us': 'The farm does not belong to the grower',
    'es-es': 'La finca no pertenece al productor',
    'pt-br': 'A fazenda não pertence ao produtor',
  },
  workOrderReferenceNotFound: {
    'en-us': 'Record not found',
    'es-es': 'Registro no encontrado',
    'pt-br': 'Registro não encontrado',
  },
  workOrderAreaNotFound: {
    'en-us': 'Area not found, check the productive area of the fields',
    'es-es': 'Área no encontrada, verifique el área productiva de los campos',
    'pt-br': 'Área não encontrada, verifique a área produtiva dos talhões',
  },
  workOrderPlannedEndBeforeStart: {
    'en-us': 'The planned end must be after the planned start',
    'es-es': 'El fin previsto debe ser posterior al inicio previsto',
    'pt-br': 'O fim previsto deve ser posterior ao início previsto',
  },
  workOrderCloseBeforeOpen: {
    'en-us': 'The finish time cannot be before the order was created',
    'es-es': 'La hora de fin no puede ser anterior a la creación de la orden',
    'pt-br': 'O horário de término não pode ser anterior à criação da ordem',
  },
  inconsistencySEM_ID: {
    'en-us': 'Product not found',
    'es-es': 'Producto no encontrado',
    'pt-br': 'Produto não encontrado',
  },
  inconsistencySEM_VENTO: {
    'en-us': 'Product without wind information',
    'es-es': 'Producto sin información de viento',
    'pt-br': 'Produto sem informação de vento',
  },
  inconsistencySEM_TEMPERATURA: {
    'en-us': 'Product without temperature information',
    'es-es': 'Producto sin información de temperatura',
    'pt-br': 'Produto sem informação de temperatura',
  },
  inconsistencySEM_UMIDADE: {
    'en-us': 'Product without humidity information',
    'es-es': 'Producto sin información de humedad',
    'pt-br': 'Produto sem informação de umidade',
  },
  inconsistencyFIELD_AREA: {
    'en-us': 'Area not found, check the productive area of the fields',
    'es-es': 'Área no encontrada, verifique el área productiva de los campos',
    'pt-br': 'Área não encontrada, verifique a área produtiva dos talhões',
  },
  inconsistencyFLOW_RATE: {
    'en-us': 'The carrier rate is outside the spray volume range of a product',
    'es-es': 'El caudal está fuera del rango de volumen de pulverización de un producto',
    'pt-br': 'A vazão está fora da faixa de volume de calda de um produto',
  },
  inconsistencyCOMPARTMENT: {
    'en-us': 'The equipment group cannot carry the products of this order',
    'es-es': 'El grupo de equipos no puede llevar los productos de esta orden',
    'pt-br': 'O grupo de equipamentos não pode levar os produtos desta ordem',
  },
});
