import { defineMessages } from './define';

/** Products, blends, rates, growers, fields, places, territories and maps (part 2 §5 and §8). */
export const agronomyMessages = defineMessages({
  placeInUse: {
    'en-us': 'Error deleting warehouse: it has already been used',
    'es-es': 'Error al eliminar el almacén: ya ha sido utilizado',
    'pt-br': 'Erro ao excluir o armazém: ele já foi utilizado',
  },
  placeLocationNotPermitted: {
    'en-us': 'This location does not belong to the branch',
    'es-es': 'Esta ubicación no pertenece a la sucursal',
    'pt-br': 'Esta localização não pertence à unidade',
  },
});
