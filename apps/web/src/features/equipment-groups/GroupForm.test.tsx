import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TEquipmentGroupRecord, TEquipmentRecord } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { GroupForm } from './GroupForm';
import { signIn } from '../../test/screen-api';

const tractor: TEquipmentRecord = {
  cdEquipamento: 11,
  cdUnidade: 1,
  name: 'Magnum 340',
  clientCode: null,
  equipmentId: 'IA-TR-11',
  type: 'tractor',
  profile: null,
  model: null,
  make: null,
  year: null,
  controller: null,
  group: null,
  boomWidth: null,
  spreaderWidth: null,
  spinnerRangeMin: null,
  spinnerRangeMax: null,
  tankCapacity: null,
  hasFixedImplement: false,
  fixedImplementId: null,
  implementType: 'agricultural',
  fixedTanks: false,
  compartments: [],
  trailerType: null,
  stopReasonDelay: null,
  fieldEfficiency: 0.7,
  productClasses: [],
  active: true,
  version: 1,
};

const group: TEquipmentGroupRecord = {
  id: 7,
  cdUnidade: 1,
  timeZone: 'America/Chicago',
  name: 'Spread crew',
  active: true,
  productiveOperation: null,
  locationIds: [],
  distributionType: 'spreading',
  productTypeFilter: [],
  timingFilter: [],
  liquidRateThreshold: null,
  mixtureType: 'DRY',
  consolidation: 'none',
  chemicalAddition: 'never',
  tankCapacity: null,
  blenderCapacity: null,
  balanceLoads: null,
  autoSendLoads: false,
  autoSendTime: null,
  robot: false,
  autoAssignWorkOrders: false,
  individualOrdersPerField: false,
  tenderLoadingOrder: 'by-arrival',
  workingPeriods: [],
  equipments: [
    {
      id: 3,
      cdEquipamento: 11,
      description: null,
      implementId: null,
      implementName: null,
      implementWidth: null,
      compartmentCount: null,
      operationSpeed: 20,
      travelSpeed: 40,
      warehouseId: null,
      cleaningTime: null,
      refillDuration: 1200,
      allowLoadsFromOtherTenders: false,
      equipmentName: 'Magnum 340',
      equipmentCode: 'IA-TR-11',
      equipmentType: 'tractor',
      warehouseName: null,
    },
  ],
  tenderTrucks: [],
  version: 3,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('equipment group form', () => {
  it('shows a member rule of the spec on save without sending the group', { timeout: 20_000 }, async () => {
    signIn('en-us', ['MANAGER']);
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/equipamentos/equipments-no-tender')) return json([tractor]);
      return json([]);
    });
    try {
      await renderWithApp(<GroupForm record={group} />);
      await waitFor(() =>
        expect(fetch.mock.calls.some(([input]) => String(input).includes('/manage/implment/11'))).toBe(true),
      );
      await screen.findByDisplayValue('IA-TR-11 · Magnum 340');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('There is no implement for or attached to this equipment')).toBeTruthy();
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    } finally {
      fetch.mockRestore();
    }
  });

  it('shows a compartment count above what the machine has as it is typed', { timeout: 20_000 }, async () => {
    signIn('en-us', ['MANAGER']);
    const sprayer: TEquipmentRecord = {
      ...tractor,
      type: 'sprayer',
      implementType: null,
      tankCapacity: 4500,
    };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/equipamentos/equipments-no-tender')) return json([sprayer]);
      return json([]);
    });
    try {
      const member = { ...group.equipments[0]!, equipmentType: 'sprayer' as const };
      await renderWithApp(<GroupForm record={{ ...group, mixtureType: 'LIQUID', equipments: [member] }} />);
      await waitFor(() =>
        expect(fetch.mock.calls.some(([input]) => String(input).includes('/manage/implment/11'))).toBe(true),
      );
      await screen.findByDisplayValue('IA-TR-11 · Magnum 340');
      const message = 'The compartment size is not valid for this equipment';
      fireEvent.change(screen.getByLabelText('Compartments'), { target: { value: '1' } });
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
      fireEvent.change(screen.getByLabelText('Compartments'), { target: { value: '3' } });
      expect(await screen.findByText(message)).toBeTruthy();
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    } finally {
      fetch.mockRestore();
    }
  });
});
