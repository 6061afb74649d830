import { defineMessages } from './define';

/** Integration messages (spec part 2 §8). `geometryMissing` lives with the fields. */
export const integrationMessages = defineMessages({
  integrationSaveError: {
    'en-us': 'Error saving work orders',
    'es-es': 'Error al guardar las órdenes de trabajo',
    'pt-br': 'Erro ao salvar as ordens de serviço',
  },
  integrationDownloadError: {
    'en-us': 'Error downloading from the farm system',
    'es-es': 'Error al descargar del sistema de la finca',
    'pt-br': 'Erro ao baixar do sistema da fazenda',
  },
  integrationSendError: {
    'en-us': 'Error sending to the farm system',
    'es-es': 'Error al enviar al sistema de la finca',
    'pt-br': 'Erro ao enviar para o sistema da fazenda',
  },
  integrationSyncError: {
    'en-us': 'Error syncing',
    'es-es': 'Error al sincronizar',
    'pt-br': 'Erro ao sincronizar',
  },
  integrationFieldNotFound: {
    'en-us': 'Field not found',
    'es-es': 'Campo no encontrado',
    'pt-br': 'Talhão não encontrado',
  },
  ticketWithoutFields: {
    'en-us': 'Ticket without fields',
    'es-es': 'Ticket sin campos',
    'pt-br': 'Ticket sem talhões',
  },
  ticketWithoutProducts: {
    'en-us': 'Ticket without products',
    'es-es': 'Ticket sin productos',
    'pt-br': 'Ticket sem produtos',
  },
  integrationNotConfigured: {
    'en-us': 'The branch has no farm-system connection; set one in Settings > Integration',
    'es-es': 'La sucursal no tiene conexión con el sistema de la finca; configúrela en Ajustes > Integración',
    'pt-br': 'A unidade não tem conexão com o sistema da fazenda; configure em Configurações > Integração',
  },
  integrationNotAttached: {
    'en-us': 'The ticket still needs mapping: {codes}',
    'es-es': 'El ticket aún necesita mapeo: {codes}',
    'pt-br': 'O ticket ainda precisa de mapeamento: {codes}',
  },
  integrationOrderScheduled: {
    'en-us': 'The order of this ticket is scheduled; accept the update to change it',
    'es-es': 'La orden de este ticket está programada; acepte la actualización para cambiarla',
    'pt-br': 'A ordem deste ticket está programada; aceite a atualização para alterá-la',
  },
});
