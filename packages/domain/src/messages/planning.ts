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
  planningProcessingError: {
    'en-us': 'Error during processing',
    'es-es': 'Error durante el procesamiento',
    'pt-br': 'Erro durante o processamento',
  },
  planningScheduleInProgress: {
    'en-us': 'Schedule in progress for this equipment',
    'es-es': 'Programación en curso para este equipo',
    'pt-br': 'Programação em andamento para este equipamento',
  },
  planningSelectMoreOrders: {
    'en-us': 'Cannot optimise: select more work orders or use custom planning',
    'es-es': 'No se puede optimizar: seleccione más órdenes de trabajo o use la planificación personalizada',
    'pt-br': 'Não é possível otimizar: selecione mais ordens de serviço ou use o planejamento personalizado',
  },
  planningEquipmentHasOrders: {
    'en-us': 'The equipment already has orders in this schedule: clear it or deselect it first',
    'es-es': 'El equipo ya tiene órdenes en esta programación: límpielo o quítelo de la selección primero',
    'pt-br': 'O equipamento já tem ordens nesta programação: limpe-o ou desmarque-o primeiro',
  },
  planningProductWithoutWeather: {
    'en-us': 'A product has no wind, temperature or humidity weather information',
    'es-es': 'Un producto no tiene información de viento, temperatura o humedad',
    'pt-br': 'Um produto não tem informação de vento, temperatura ou umidade',
  },
  planningRequestAnswered: {
    'en-us': 'Planning request already answered',
    'es-es': 'La solicitud de planificación ya fue respondida',
    'pt-br': 'A solicitação de planejamento já foi respondida',
  },
  planningRequestNotFound: {
    'en-us': 'Planning request not found',
    'es-es': 'Solicitud de planificación no encontrada',
    'pt-br': 'Solicitação de planejamento não encontrada',
  },
  planningNoOrder: {
    'en-us': 'No service order to process',
    'es-es': 'No hay orden de servicio para procesar',
    'pt-br': 'Nenhuma ordem de serviço para processar',
  },
  planningInvalidOrder: {
    'en-us': 'Invalid service order',
    'es-es': 'Orden de servicio no válida',
    'pt-br': 'Ordem de serviço inválida',
  },
  planningTooFar: {
    'en-us': 'Equipment over 620 miles from the warehouse cannot be routed',
    'es-es': 'Un equipo a más de 998 km del almacén no se puede enrutar',
    'pt-br': 'Equipamento a mais de 998 km do depósito não pode ser roteado',
  },
  planningWeatherDay: {
    'en-us': 'The current day does not match the weather data',
    'es-es': 'El día actual no coincide con los datos del clima',
    'pt-br': 'O dia atual não corresponde aos dados de clima',
  },
  planningInvalidOperation: {
    'en-us': 'Invalid operation',
    'es-es': 'Operación no válida',
    'pt-br': 'Operação inválida',
  },
  planningInvalidInvocation: {
    'en-us': 'Invalid invocation of endpoint',
    'es-es': 'Invocación no válida del servicio',
    'pt-br': 'Invocação inválida do serviço',
  },
  planningInvalidTime: {
    'en-us': 'Invalid effective time',
    'es-es': 'Tiempo efectivo no válido',
    'pt-br': 'Tempo efetivo inválido',
  },
  planningNoTruckToPlan: {
    'en-us': 'No truck to plan',
    'es-es': 'No hay camión para planificar',
    'pt-br': 'Nenhum caminhão para planejar',
  },
  planningNoTruckToProcess: {
    'en-us': 'No truck to process',
    'es-es': 'No hay camión para procesar',
    'pt-br': 'Nenhum caminhão para processar',
  },
  planningNoProduct: {
    'en-us': 'No product to process',
    'es-es': 'No hay producto para procesar',
    'pt-br': 'Nenhum produto para processar',
  },
  planningNoEquipment: {
    'en-us': 'No equipment to process',
    'es-es': 'No hay equipo para procesar',
    'pt-br': 'Nenhum equipamento para processar',
  },
  planningTankUndefined: {
    'en-us': 'Machine tank capacity is undefined',
    'es-es': 'La capacidad del tanque de la máquina no está definida',
    'pt-br': 'A capacidade do tanque da máquina não está definida',
  },
  planningCannotAllocate: {
    'en-us':
      'The algorithm cannot allocate any work order: the journey may be too short, speeds too slow, the weather bad, the day nearly over, or the machines too far from the fields',
    'es-es':
      'El algoritmo no puede asignar ninguna orden de trabajo: la jornada puede ser muy corta, las velocidades muy bajas, el clima malo, el día casi terminado o las máquinas muy lejos de los campos',
    'pt-br':
      'O algoritmo não consegue alocar nenhuma ordem de serviço: a jornada pode ser curta demais, as velocidades baixas, o clima ruim, o dia quase no fim ou as máquinas longe demais dos talhões',
  },
  planningCannotAllocateBecause: {
    'en-us': 'The algorithm cannot allocate any work order: {causes}',
    'es-es': 'El algoritmo no puede asignar ninguna orden de trabajo: {causes}',
    'pt-br': 'O algoritmo não consegue alocar nenhuma ordem de serviço: {causes}',
  },
  planningCauseJourneyShort: {
    'en-us': 'the journey is too short',
    'es-es': 'la jornada es muy corta',
    'pt-br': 'a jornada é curta demais',
  },
  planningCauseSlowSpeeds: {
    'en-us': 'the speeds are too slow',
    'es-es': 'las velocidades son muy bajas',
    'pt-br': 'as velocidades são baixas demais',
  },
  planningCauseBadWeather: {
    'en-us': 'the weather is bad',
    'es-es': 'el clima es malo',
    'pt-br': 'o clima está ruim',
  },
  planningCauseDayOver: {
    'en-us': 'the day is nearly over',
    'es-es': 'el día casi terminó',
    'pt-br': 'o dia está quase no fim',
  },
  planningCauseTooFar: {
    'en-us': 'the machines are too far from the fields',
    'es-es': 'las máquinas están muy lejos de los campos',
    'pt-br': 'as máquinas estão longe demais dos talhões',
  },
  planningCauseNoMachine: {
    'en-us': 'no chosen machine can carry the products',
    'es-es': 'ninguna máquina elegida puede llevar los productos',
    'pt-br': 'nenhuma máquina escolhida pode levar os produtos',
  },
  planningCauseFleetFull: {
    'en-us': "the machines' days are full",
    'es-es': 'las jornadas de las máquinas están llenas',
    'pt-br': 'as jornadas das máquinas estão cheias',
  },
  planningInvalidWorkingPeriod: {
    'en-us': 'Invalid effective time: the working period of {weekday} ends before it starts',
    'es-es': 'Tiempo efectivo no válido: la jornada del {weekday} termina antes de empezar',
    'pt-br': 'Tempo efetivo inválido: a jornada de {weekday} termina antes de começar',
  },
  planningNoTenderTruck: {
    'en-us': 'No truck to plan: the group adds chemical at the field but has no tender truck',
    'es-es':
      'No hay camión para planificar: el grupo añade el químico en el campo pero no tiene camión nodriza',
    'pt-br':
      'Nenhum caminhão para planejar: o grupo adiciona o químico no talhão mas não tem caminhão de apoio',
  },
  planningNoTenderWarehouse: {
    'en-us': "No truck to process: none of the group's tender trucks has a warehouse to load at",
    'es-es': 'No hay camión para procesar: ningún camión nodriza del grupo tiene un almacén donde cargar',
    'pt-br':
      'Nenhum caminhão para processar: nenhum caminhão de apoio do grupo tem um depósito onde carregar',
  },
  planningSucceeded: {
    'en-us': 'Logistic processed successfully',
    'es-es': 'Logística procesada con éxito',
    'pt-br': 'Logística processada com sucesso',
  },
  planningGenerating: {
    'en-us': 'Generating process data',
    'es-es': 'Generando los datos del proceso',
    'pt-br': 'Gerando os dados do processo',
  },
  planningDataError: {
    'en-us': 'Error generating data',
    'es-es': 'Error al generar los datos',
    'pt-br': 'Erro ao gerar os dados',
  },
  planningAlgorithmRequestError: {
    'en-us': 'Request error from algorithm',
    'es-es': 'Error de solicitud del algoritmo',
    'pt-br': 'Erro de requisição do algoritmo',
  },
  planningNoAlgorithmResponse: {
    'en-us': 'No algorithm response',
    'es-es': 'Sin respuesta del algoritmo',
    'pt-br': 'Sem resposta do algoritmo',
  },
  planningInProgress: {
    'en-us': 'Planning in progress, please wait',
    'es-es': 'Planificación en curso, espere',
    'pt-br': 'Planejamento em andamento, aguarde',
  },
  planningUnknownError: {
    'en-us': 'Unknown algorithm error; cannot update schedule',
    'es-es': 'Error desconocido del algoritmo; no se puede actualizar la programación',
    'pt-br': 'Erro desconhecido do algoritmo; não é possível atualizar a programação',
  },
  planningCouldNotSend: {
    'en-us': 'Could not send the information to the optimiser',
    'es-es': 'No se pudo enviar la información al optimizador',
    'pt-br': 'Não foi possível enviar as informações ao otimizador',
  },
  planningNoWorkingHours: {
    'en-us':
      'No working-hours schedule is configured for {weekday}. Set the journey in the optimisation settings first.',
    'es-es': 'No hay jornada configurada para {weekday}. Configúrela primero en los ajustes de optimización.',
    'pt-br':
      'Não há jornada configurada para {weekday}. Configure-a primeiro nas configurações de otimização.',
  },
  planningAutomaticNotEditable: {
    'en-us': 'An optimised plan cannot be edited directly. Create a custom plan from it to make this change.',
    'es-es':
      'Un plan optimizado no se puede editar directamente. Cree un plan personalizado a partir de él para hacer este cambio.',
    'pt-br':
      'Um planejamento otimizado não pode ser editado diretamente. Crie um planejamento personalizado a partir dele para fazer esta alteração.',
  },
  planningPastPlan: {
    'en-us': 'A past plan cannot be changed',
    'es-es': 'Un plan pasado no se puede cambiar',
    'pt-br': 'Um planejamento passado não pode ser alterado',
  },
  planningOrderAlreadyInSchedule: {
    'en-us': 'Order already exists in the schedule',
    'es-es': 'La orden ya existe en la programación',
    'pt-br': 'A ordem já existe na programação',
  },
  planningTooFewCompartments: {
    'en-us':
      'The equipment has fewer compartments than the order needs: the order needs {needs}, the equipment has {has}',
    'es-es':
      'El equipo tiene menos compartimentos de los que la orden necesita: la orden necesita {needs}, el equipo tiene {has}',
    'pt-br':
      'O equipamento tem menos compartimentos do que a ordem precisa: a ordem precisa de {needs}, o equipamento tem {has}',
  },
  planningOrderNotPlannable: {
    'en-us': 'A void or deleted work order cannot be planned',
    'es-es': 'Una orden de trabajo anulada o eliminada no se puede planificar',
    'pt-br': 'Uma ordem de serviço cancelada ou excluída não pode ser planejada',
  },
  planningOrderInFutureSchedule: {
    'en-us': 'The order is already in the schedule of {date}. Confirm to move it here as an extra order.',
    'es-es': 'La orden ya está en la programación del {date}. Confirme para moverla aquí como orden extra.',
    'pt-br': 'A ordem já está na programação de {date}. Confirme para movê-la para cá como ordem extra.',
  },
  planningSentNeedsConfirmation: {
    'en-us':
      'This schedule was already sent to the machine. Confirm to change it; the change will be sent to the machine.',
    'es-es':
      'Esta programación ya se envió a la máquina. Confirme para cambiarla; el cambio se enviará a la máquina.',
    'pt-br':
      'Esta programação já foi enviada à máquina. Confirme para alterá-la; a alteração será enviada à máquina.',
  },
  planningStaleVersion: {
    'en-us':
      'Someone else changed this schedule first. It was reloaded with their changes; make yours again.',
    'es-es':
      'Otra persona cambió esta programación antes. Se recargó con sus cambios; vuelva a hacer los suyos.',
    'pt-br':
      'Outra pessoa alterou esta programação antes. Ela foi recarregada com as alterações; refaça as suas.',
  },
  planningNoPlan: {
    'en-us': 'There is no plan of this kind for the machine and day',
    'es-es': 'No hay un plan de este tipo para la máquina y el día',
    'pt-br': 'Não há planejamento deste tipo para a máquina e o dia',
  },
  planningNothingToRevert: {
    'en-us': 'There is no previous plan to revert to',
    'es-es': 'No hay un plan anterior al que volver',
    'pt-br': 'Não há planejamento anterior para reverter',
  },
  planningOrderNotInPlan: {
    'en-us': 'The order is not in this plan',
    'es-es': 'La orden no está en este plan',
    'pt-br': 'A ordem não está neste planejamento',
  },
  planningMoveOtherDate: {
    'en-us': 'An order moves between machines of the same day; use reschedule to change its day',
    'es-es': 'Una orden se mueve entre máquinas del mismo día; use reprogramar para cambiar su día',
    'pt-br': 'Uma ordem se move entre máquinas do mesmo dia; use reprogramar para mudar o dia',
  },
  planningNotExtraOrder: {
    'en-us': 'The order is not an extra order of this plan',
    'es-es': 'La orden no es una orden extra de este plan',
    'pt-br': 'A ordem não é uma ordem extra deste planejamento',
  },
  planningSequenceMismatch: {
    'en-us': 'The sequence must list every item of the plan exactly once',
    'es-es': 'La secuencia debe listar cada elemento del plan exactamente una vez',
    'pt-br': 'A sequência deve listar cada item do planejamento exatamente uma vez',
  },
  planningCleanoutNotFound: {
    'en-us': 'The cleanout is not in this plan',
    'es-es': 'La limpieza no está en este plan',
    'pt-br': 'A limpeza não está neste planejamento',
  },
  planningCleanoutRequired: {
    'en-us': 'This cleanout is required: {before} and {after} cannot share the tank without cleaning',
    'es-es': 'Esta limpieza es obligatoria: {before} y {after} no pueden compartir el tanque sin limpiarlo',
    'pt-br': 'Esta limpeza é obrigatória: {before} e {after} não podem compartilhar o tanque sem limpeza',
  },
  /** Cleanout classes of products, as `planningCleanoutRequired` names them. */
  planningFamilyHerbicide: { 'en-us': 'herbicides', 'es-es': 'herbicidas', 'pt-br': 'herbicidas' },
  planningFamilyAuxin: { 'en-us': 'auxins', 'es-es': 'auxinas', 'pt-br': 'auxinas' },
  planningFamilyFungicide: { 'en-us': 'fungicides', 'es-es': 'fungicidas', 'pt-br': 'fungicidas' },
  planningFamilyInsecticide: { 'en-us': 'insecticides', 'es-es': 'insecticidas', 'pt-br': 'inseticidas' },
  planningFamilyAdjuvant: { 'en-us': 'adjuvants', 'es-es': 'adyuvantes', 'pt-br': 'adjuvantes' },
  planningFamilyFertilizer: { 'en-us': 'fertilizers', 'es-es': 'fertilizantes', 'pt-br': 'fertilizantes' },
  planningFamilySeed: { 'en-us': 'seeds', 'es-es': 'semillas', 'pt-br': 'sementes' },
  planningFamilyNone: {
    'en-us': 'products without a cleanout class',
    'es-es': 'productos sin clase de limpieza',
    'pt-br': 'produtos sem classe de limpeza',
  },
  planningMachineNotInGroup: {
    'en-us': 'The machine is not a member of this equipment group',
    'es-es': 'La máquina no es miembro de este grupo de equipos',
    'pt-br': 'A máquina não é membro deste grupo de equipamentos',
  },
  planningPositionOutOfRange: {
    'en-us': 'The position is outside the day: use 1 to {max}',
    'es-es': 'La posición está fuera del día: use de 1 a {max}',
    'pt-br': 'A posição está fora do dia: use de 1 a {max}',
  },
  planningOrderBlocked: {
    'en-us':
      'Work order {order} is {status}: orders in progress, completed, canceled or skipped cannot be optimised',
    'es-es':
      'La orden de trabajo {order} está {status}: las órdenes en curso, completadas, canceladas u omitidas no se pueden optimizar',
    'pt-br':
      'A ordem de serviço {order} está {status}: ordens em andamento, concluídas, canceladas ou puladas não podem ser otimizadas',
  },
  planningEquipmentWithoutWarehouse: {
    'en-us': '{equipment} has no warehouse in the equipment group: set where it starts and refills first',
    'es-es': '{equipment} no tiene almacén en el grupo de equipos: indique primero dónde empieza y recarga',
    'pt-br':
      '{equipment} não tem depósito no grupo de equipamentos: defina primeiro onde ele começa e reabastece',
  },
  planningMachinesLeftOut: {
    'en-us': '{machines}: no working width, so left out of the day',
    'es-es': '{machines}: sin ancho de trabajo, así que quedaron fuera del día',
    'pt-br': '{machines}: sem largura de trabalho, então ficaram fora do dia',
  },
  planningEquipmentWithoutWidth: {
    'en-us': '{equipment} has no working width (boom, spreader or implement width), so it cannot apply',
    'es-es':
      '{equipment} no tiene ancho de trabajo (barra, esparcidor o implemento), así que no puede aplicar',
    'pt-br':
      '{equipment} não tem largura de trabalho (barra, distribuidor ou implemento), então não pode aplicar',
  },
  planningNothingToSend: {
    'en-us': 'The machine has no work order in this day to send',
    'es-es': 'La máquina no tiene órdenes de trabajo en este día para enviar',
    'pt-br': 'A máquina não tem ordens de serviço neste dia para enviar',
  },
  planningPastSend: {
    'en-us': 'A past day cannot be sent to the machine',
    'es-es': 'Un día pasado no se puede enviar a la máquina',
    'pt-br': 'Um dia passado não pode ser enviado à máquina',
  },
  summaryRangeInvalid: {
    'en-us': 'The range must run forward and cover at most {max} days',
    'es-es': 'El intervalo debe ir hacia adelante y cubrir como máximo {max} días',
    'pt-br': 'O intervalo deve ir para a frente e cobrir no máximo {max} dias',
  },
});

/** The spec's planning codes (part 1 §8) and the message each answers with. */
export const PLANNING_CODES = {
  704: 'planningNoOrder',
  705: 'planningInvalidOrder',
  706: 'planningTooFar',
  707: 'planningWeatherDay',
  708: 'weatherUnavailable',
  709: 'planningInvalidOperation',
  710: 'planningInvalidInvocation',
  711: 'planningInvalidTime',
  712: 'planningNoTruckToPlan',
  713: 'planningNoTruckToProcess',
  714: 'planningNoProduct',
  715: 'planningNoEquipment',
  716: 'planningTankUndefined',
  718: 'planningCannotAllocate',
  998: 'planningCannotAllocate',
  900: 'planningSucceeded',
  901: 'planningGenerating',
  902: 'planningDataError',
  903: 'planningAlgorithmRequestError',
  904: 'planningNoAlgorithmResponse',
  905: 'planningInProgress',
  999: 'planningUnknownError',
  400: 'planningCouldNotSend',
  500: 'planningProcessingError',
} as const satisfies Record<number, keyof typeof planningMessages>;
export type TPlanningCode = keyof typeof PLANNING_CODES;
