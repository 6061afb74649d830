import { defineMessages } from './define';

/** Validation and generic messages of the spec (part 1 §5, part 2 §5 and §8). */
export const commonMessages = defineMessages({
  required: {
    'en-us': 'This is a required field!',
    'es-es': '¡Este es un campo obligatorio!',
    'pt-br': 'Este é um campo obrigatório!',
  },
  maxSize: {
    'en-us': 'The field has exceeded its maximum size!',
    'es-es': '¡El campo ha superado su tamaño máximo!',
    'pt-br': 'O campo excedeu seu tamanho máximo!',
  },
  maxLength: {
    'en-us': 'Max length {length} characters',
    'es-es': 'Longitud máxima de {length} caracteres',
    'pt-br': 'Tamanho máximo de {length} caracteres',
  },
  minLength: {
    'en-us': 'Min length {length} characters',
    'es-es': 'Longitud mínima de {length} caracteres',
    'pt-br': 'Tamanho mínimo de {length} caracteres',
  },
  negative: {
    'en-us': 'This field cannot be negative',
    'es-es': 'Este campo no puede ser negativo',
    'pt-br': 'Este campo não pode ser negativo',
  },
  greaterThan: {
    'en-us': 'The value must be greater than {0}',
    'es-es': 'El valor debe ser mayor que {0}',
    'pt-br': 'O valor deve ser maior que {0}',
  },
  greaterOrEqual: {
    'en-us': 'The value must be greater than or equal to {0}',
    'es-es': 'El valor debe ser mayor o igual a {0}',
    'pt-br': 'O valor deve ser maior ou igual a {0}',
  },
  lessThan: {
    'en-us': 'The value must be less than {0}',
    'es-es': 'El valor debe ser menor que {0}',
    'pt-br': 'O valor deve ser menor que {0}',
  },
  lessOrEqual: {
    'en-us': 'The value must be less than or equal to {0}',
    'es-es': 'El valor debe ser menor o igual a {0}',
    'pt-br': 'O valor deve ser menor ou igual a {0}',
  },
  email: {
    'en-us': 'This field needs a valid email',
    'es-es': 'Este campo necesita un correo electrónico válido',
    'pt-br': 'Este campo precisa de um e-mail válido',
  },
  invalidValue: {
    'en-us': 'Invalid value',
    'es-es': 'Valor no válido',
    'pt-br': 'Valor inválido',
  },
  invalidDate: {
    'en-us': 'Invalid date',
    'es-es': 'Fecha no válida',
    'pt-br': 'Data inválida',
  },
  unknownField: {
    'en-us': 'Unknown field',
    'es-es': 'Campo desconocido',
    'pt-br': 'Campo desconhecido',
  },
  searchTooShort: {
    'en-us': 'Search needs at least 2 characters',
    'es-es': 'La búsqueda necesita al menos 2 caracteres',
    'pt-br': 'A busca precisa de pelo menos 2 caracteres',
  },
  invalidSort: {
    'en-us': 'Cannot sort by {field}',
    'es-es': 'No se puede ordenar por {field}',
    'pt-br': 'Não é possível ordenar por {field}',
  },
  speedOrder: {
    'en-us': 'Maximum speed must be greater than minimum',
    'es-es': 'La velocidad máxima debe ser mayor que la mínima',
    'pt-br': 'A velocidade máxima deve ser maior que a mínima',
  },
  balanceLoads: {
    'en-us': 'Balance loads must be between 0.01 and 1',
    'es-es': 'El balance de cargas debe estar entre 0,01 y 1',
    'pt-br': 'O balanceamento de cargas deve estar entre 0,01 e 1',
  },
  minuteRange: {
    'en-us': 'Minutes must be between 0 and 59',
    'es-es': 'Los minutos deben estar entre 0 y 59',
    'pt-br': 'Os minutos devem estar entre 0 e 59',
  },
  malformedBody: {
    'en-us': 'The request body is not valid JSON',
    'es-es': 'El cuerpo de la solicitud no es un JSON válido',
    'pt-br': 'O corpo da requisição não é um JSON válido',
  },
  bodyTooLarge: {
    'en-us': 'The request is too large',
    'es-es': 'La solicitud es demasiado grande',
    'pt-br': 'A requisição é grande demais',
  },
  requestError: {
    'en-us': 'Request Error',
    'es-es': 'Error de solicitud',
    'pt-br': 'Erro na requisição',
  },
  tokenError: {
    'en-us': 'Token Error',
    'es-es': 'Error de token',
    'pt-br': 'Erro de token',
  },
  notFound: {
    'en-us': 'Not found',
    'es-es': 'No encontrado',
    'pt-br': 'Não encontrado',
  },
  forbidden: {
    'en-us': 'You do not have permission for this action',
    'es-es': 'No tiene permiso para esta acción',
    'pt-br': 'Você não tem permissão para esta ação',
  },
  conflict: {
    'en-us': 'This record was changed by someone else. Reload it and try again.',
    'es-es': 'Otra persona cambió este registro. Vuelva a cargarlo e inténtelo de nuevo.',
    'pt-br': 'Outra pessoa alterou este registro. Recarregue e tente novamente.',
  },
  internalError: {
    'en-us': 'Error during processing',
    'es-es': 'Error durante el procesamiento',
    'pt-br': 'Erro durante o processamento',
  },
});
