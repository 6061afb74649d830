import type { TMessageTree } from '../types';
import type enUs from '../en-us/simulator';

/** O simulador (`/solinftec/simulator`). */
const simulator: TMessageTree<typeof enUs> = {
  subtitle:
    'Reproduz os dias enviados aos equipamentos pela API de máquinas, como os terminais os reportariam',
  form: {
    title: 'Nova execução',
    date: 'Data dos dias enviados',
    choose: 'Reproduzir',
    byMachines: 'Equipamentos',
    byGroup: 'Um grupo',
    machines: 'Equipamentos',
    group: 'Grupo',
    speed: 'Velocidade',
    speedValue: '{{speed}}x',
    timing: 'Horário',
    timings: {
      planned: 'Como planejado',
      startNow: 'Deslocado para agora (trabalhando agora)',
      endNow: 'Terminando agora (dia inteiro acelerado)',
    },
    timingHelp:
      'Nenhum equipamento reporta do futuro: um dia que alcança o presente segue no ritmo do relógio.',
    disturbances: 'Perturbações',
    breakdown: 'Uma quebra na primeira ordem',
    breakdownMinutes: 'Minutos parado',
    wrongField: 'Entrar em um talhão que não é da primeira ordem',
    skipOrder: 'Pular a última ordem do dia',
    start: 'Iniciar execução',
    started: 'Execução {{id}} iniciada',
  },
  runs: {
    title: 'Execuções',
    empty: 'Nenhuma execução ainda. As execuções ficam na memória do servidor e terminam quando ele para.',
    loadError: 'Não foi possível carregar as execuções.',
    run: 'Execução {{id}}',
    date: 'Data',
    speed: 'Velocidade',
    state: 'Situação',
    progress: 'Progresso',
    machine: 'Equipamento',
    activity: 'Agora',
    points: 'Pontos',
    events: 'Eventos',
    stop: 'Parar',
    stopRun: 'Parar a execução {{id}}',
    states: {
      running: 'Em execução',
      completed: 'Concluída',
      stopped: 'Parada',
      failed: 'Falhou',
    },
    activities: {
      travel: 'Em deslocamento',
      work: 'Aplicando',
      refill: 'Reabastecendo',
      cleanout: 'Limpando',
      breakdown: 'Quebrado',
      wait: 'Aguardando',
      done: 'Dia concluído',
    },
  },
};

export default simulator;
