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
    'en-us': 'The algorithm cannot allocate any work order: the journey may be too short, speeds too slow, the weather bad, the day nearly over, or the machines too far from the fields',
    'es-es': 'El algoritmo no puede asignar ninguna orden de trabajo: la jornada puede ser muy corta, las velocidades muy bajas, el clima malo, el día casi terminado o las máquinas muy lejos de los campos',
    'pt-br': 'O algoritmo não consegue alocar nenhuma ordem de serviço: a jornada pode ser curta demais, as velocidades baixas, o clima ruim, o dia quase no fim ou as máquinas longe demais dos talhões',
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
    'en-us': 'No working-hours schedule is configured for {weekday}. Set the journey in the optimisation settings first.',
    'es-es': 'No hay jornada configurada para {weekday}. Configúrela primero en los ajustes de optimización.',
    'pt-br': 'Não há jornada configurada para {weekday}. Configure-a primeiro nas configurações de otimização.',
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
