import { defineMessages } from './define';

/** Messages of the day's loads (`/loads`, `/mix-operator`). */
export const loadMessages = defineMessages({
  loadStale: {
    'en-us': 'Someone else marked this load first. The loads were reloaded; mark it again.',
    'es-es': 'Otra persona marcó esta carga antes. Las cargas se recargaron; márquela de nuevo.',
    'pt-br': 'Outra pessoa marcou esta carga antes. As cargas foram recarregadas; marque-a novamente.',
  },
  loadStepNotAllowed: {
    'en-us': 'A {from} load cannot be marked {to}',
    'es-es': 'Una carga en estado {from} no puede marcarse como {to}',
    'pt-br': 'Uma carga em estado {from} não pode ser marcada como {to}',
  },
});
