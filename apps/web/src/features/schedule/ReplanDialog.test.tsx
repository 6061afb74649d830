import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TGroupWithEquipment } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { ReplanDialog } from './ReplanDialog';
import type { TScheduleDay } from './use-schedule-day';

const DAY = { date: '2030-05-06', locale: 'en-us', timeZone: 'UTC' } as unknown as TScheduleDay;

function groupOf(hasPlan: boolean): TGroupWithEquipment {
  const machine = (equipamentoId: number, name: string, planned: boolean) => ({
    equipamentoId,
    name,
    equipmentType: 'SPRAYER',
    warehouse: null,
    hasPlan: planned,
    sentAt: null,
  });
  return {
    configuracaoId: 3,
    configName: 'Sprayers',
    autoSend: false,
    autoSendHour: null,
    hasWorkingHours: true,
    tenders: [],
    equipments: [machine(7, 'Sprayer 7', hasPlan), machine(8, 'Sprayer 8', false)],
  };
}

function renderDialog(group: TGroupWithEquipment) {
  return renderWithApp(<ReplanDialog opened onClose={() => {}} day={DAY} group={group} onDone={() => {}} />);
}

describe('the re-plan dialog', () => {
  it('offers the machines with a plan today as down, and Re-plan', async () => {
    await renderDialog(groupOf(true));
    expect(await screen.findByRole('checkbox', { name: 'Sprayer 7' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Sprayer 8' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-plan' })).toBeTruthy();
  });

  it('says there is nothing to re-plan when no machine has a plan today, and offers no Re-plan', async () => {
    await renderDialog(groupOf(false));
    expect((await screen.findByTestId('replan-nothing')).textContent).toContain('nothing to re-plan');
    expect(screen.queryByRole('button', { name: 'Re-plan' })).toBeNull();
    expect(screen.queryByText('Machines down for the rest of the day')).toBeNull();
  });
});
