import { defineMessages } from './define';

/** Messages of the simulator (`/solinftec/simulator`). */
export const simulatorMessages = defineMessages({
  simulatorNoMachines: {
    'en-us': 'Choose machines or a group',
    'es-es': 'Elija máquinas o un grupo',
    'pt-br': 'Escolha equipamentos ou um grupo',
  },
  simulatorNothingSent: {
    'en-us': 'None of these machines has a day sent on this date',
    'es-es': 'Ninguna de estas máquinas tiene un día enviado en esta fecha',
    'pt-br': 'Nenhum destes equipamentos tem um dia enviado nesta data',
  },
});
