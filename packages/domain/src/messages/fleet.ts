import { defineMessages } from './define';

/**
 * Equipment, implements, trailers, compartments and equipment groups (spec part 2 §5 and §8).
 * The trailer texts are the spec's own.
 */
export const fleetMessages = defineMessages({
  equipmentDescriptionLimit: {
    'en-us': 'The description exceeds the limit of {length} characters',
    'es-es': 'La descripción supera el límite de {length} caracteres',
    'pt-br': 'A descrição excede o limite de {length} caracteres',
  },
  equipmentClientCodeInUse: {
    'en-us': 'This client code is already in use',
    'es-es': 'Este código de cliente ya está en uso',
    'pt-br': 'Este código de cliente já está em uso',
  },
  equipmentCodeInUse: {
    'en-us': 'This equipment code is already in use',
    'es-es': 'Este código de equipo ya está en uso',
    'pt-br': 'Este código de equipamento já está em uso',
  },
  equipmentCodeInUseOtherBranch: {
    'en-us': 'This equipment code is already in use in another branch',
    'es-es': 'Este código de equipo ya está en uso en otra sucursal',
    'pt-br': 'Este código de equipamento já está em uso em outra unidade',
  },
  equipmentLinked: {
    'en-us': 'Error deleting equipment: it is linked to another record',
    'es-es': 'Error al eliminar el equipo: está vinculado a otro registro',
    'pt-br': 'Erro ao excluir o equipamento: ele está vinculado a outro registro',
  },
  equipmentUsed: {
    'en-us': 'Error deleting equipment: it has already been used. You can deactivate it instead.',
    'es-es': 'Error al eliminar el equipo: ya ha sido utilizado. Puede desactivarlo.',
    'pt-br': 'Erro ao excluir o equipamento: ele já foi utilizado. Você pode desativá-lo.',
  },
  spinnerRangeOrder: {
    'en-us': 'The maximum spinner range must be greater than the minimum',
    'es-es': 'El alcance máximo del disco debe ser mayor que el mínimo',
    'pt-br': 'O alcance máximo do disco deve ser maior que o mínimo',
  },
  fixedImplementTaken: {
    'en-us': 'This implement is already fixed on another equipment',
    'es-es': 'Este implemento ya está fijo en otro equipo',
    'pt-br': 'Este implemento já está fixo em outro equipamento',
  },
  fixedImplementNotFixed: {
    'en-us': 'Choose an implement marked as fixed',
    'es-es': 'Elija un implemento marcado como fijo',
    'pt-br': 'Escolha um implemento marcado como fixo',
  },
  implementCodeInUse: {
    'en-us': 'Error saving, implement code already exists!',
    'es-es': '¡Error al guardar, el código del implemento ya existe!',
    'pt-br': 'Erro ao salvar, o código do implemento já existe!',
  },
  implementUsed: {
    'en-us': 'Error deleting implement, this implement has already been used!',
    'es-es': '¡Error al eliminar el implemento, este implemento ya ha sido utilizado!',
    'pt-br': 'Erro ao excluir o implemento, este implemento já foi utilizado!',
  },
  trailerCodeInUse: {
    'en-us': 'Error saving, trailer id already exists!',
    'es-es': '¡Error al guardar, el id del remolque ya existe!',
    'pt-br': 'Erro ao salvar, o id do reboque já existe!',
  },
  trailerUsed: {
    'en-us': 'Error deleting trailer, this trailer has already been used!',
    'es-es': '¡Error al eliminar el remolque, este remolque ya ha sido utilizado!',
    'pt-br': 'Erro ao excluir o reboque, este reboque já foi utilizado!',
  },
  compartmentInUse: {
    'en-us': 'Error saving, compartment already in use!',
    'es-es': '¡Error al guardar, el compartimento ya está en uso!',
    'pt-br': 'Erro ao salvar, o compartimento já está em uso!',
  },
  compartmentsLinkedToCropPlan: {
    'en-us': 'Compartments cannot be removed while they are linked to a crop plan',
    'es-es': 'No se pueden quitar compartimentos mientras estén vinculados a un plan de cultivo',
    'pt-br': 'Não é possível remover compartimentos enquanto estiverem vinculados a um plano de safra',
  },
  compartmentsExceedCapacity: {
    'en-us': 'The compartments add up to more than the total capacity',
    'es-es': 'Los compartimentos suman más que la capacidad total',
    'pt-br': 'Os compartimentos somam mais que a capacidade total',
  },
  groupUsed: {
    'en-us': 'Error deleting, this group has already been used. You can deactivate it instead.',
    'es-es': 'Error al eliminar, este grupo ya ha sido utilizado. Puede desactivarlo.',
    'pt-br': 'Erro ao excluir, este grupo já foi utilizado. Você pode desativá-lo.',
  },
  groupImplementNoCapacity: {
    'en-us': 'The implement has no capacity defined',
    'es-es': 'El implemento no tiene capacidad definida',
    'pt-br': 'O implemento não tem capacidade definida',
  },
  groupCompartmentSize: {
    'en-us': 'The compartment size is not valid for this equipment',
    'es-es': 'El tamaño de compartimento no es válido para este equipo',
    'pt-br': 'O tamanho de compartimento não é válido para este equipamento',
  },
  groupEquipmentNoCompartments: {
    'en-us': 'The equipment has no compartments',
    'es-es': 'El equipo no tiene compartimentos',
    'pt-br': 'O equipamento não tem compartimentos',
  },
  groupImplementNotTrailer: {
    'en-us': 'The implement must be a trailer',
    'es-es': 'El implemento debe ser un remolque',
    'pt-br': 'O implemento deve ser um reboque',
  },
  groupNoImplement: {
    'en-us': 'There is no implement for or attached to this equipment',
    'es-es': 'No hay implemento para este equipo o acoplado a él',
    'pt-br': 'Não há implemento para este equipamento ou acoplado a ele',
  },
  groupFixedImplementNotFound: {
    'en-us': 'Fixed implement not found',
    'es-es': 'Implemento fijo no encontrado',
    'pt-br': 'Implemento fixo não encontrado',
  },
  groupEquipmentInOtherGroup: {
    'en-us': 'Equipment already used in another group ({group})',
    'es-es': 'Equipo ya utilizado en otro grupo ({group})',
    'pt-br': 'Equipamento já utilizado em outro grupo ({group})',
  },
  groupNotTenderTruck: {
    'en-us': 'The equipment is not a tender truck',
    'es-es': 'El equipo no es un camión nodriza',
    'pt-br': 'O equipamento não é um caminhão comboio',
  },
  groupEquipmentRepeated: {
    'en-us': 'This equipment is already in the group',
    'es-es': 'Este equipo ya está en el grupo',
    'pt-br': 'Este equipamento já está no grupo',
  },
  workingPeriodOrder: {
    'en-us': 'The end time must be after the start time',
    'es-es': 'La hora de fin debe ser posterior a la de inicio',
    'pt-br': 'O horário de término deve ser depois do início',
  },
  workingDayRepeated: {
    'en-us': 'This weekday already has a working period',
    'es-es': 'Este día de la semana ya tiene una jornada',
    'pt-br': 'Este dia da semana já tem uma jornada',
  },
});
