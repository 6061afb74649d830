import { defineMessages } from './define';

export const locationMessages = defineMessages({
  locationCodeInUse: {
    'en-us': 'This code is already in use in another branch',
    'es-es': 'Este código ya está en uso en otra sucursal',
    'pt-br': 'Este código já está em uso em outra unidade',
  },
  locationInUse: {
    'en-us': 'Error deleting location: it is in use',
    'es-es': 'Error al eliminar la ubicación: está en uso',
    'pt-br': 'Erro ao excluir a localização: ela está em uso',
  },
});
