import { describe, expect, it } from 'vitest';
import { ZEquipmentGroupInput, type TEquipmentGroupRecord } from '@tramline/domain';
import { zodValidator } from '../../ui/record-form/zod-validator';
import { groupFormValuesOf, groupInputOf, newMember } from './group-form-values';

const record: TEquipmentGroupRecord = {
  id: 7,
  cdUnidade: 1,
  timeZone: 'America/Chicago',
  name: 'Spray crew North',
  active: true,
  productiveOperation: null,
  locationIds: [],
  distributionType: 'spraying',
  productTypeFilter: ['LIQUID'],
  timingFilter: [],
  liquidRateThreshold: 93.54,
  mixtureType: 'LIQUID',
  consolidation: 'none',
  chemicalAddition: 'at-shed',
  tankCapacity: 4542.494,
  blenderCapacity: null,
  balanceLoads: 0.85,
  autoSendLoads: true,
  autoSendTime: { hour: 5, minute: 30 },
  robot: false,
  autoAssignWorkOrders: false,
  individualOrdersPerField: false,
  tenderLoadingOrder: 'by-arrival',
  workingPeriods: [
    {
      dayOfWeek: 'MON',
      start: { hour: 6, minute: 0 },
      end: { hour: 19, minute: 0 },
      overtimeLimit: { hour: 2, minute: 0 },
    },
  ],
  equipments: [
    {
      id: 3,
      cdEquipamento: 11,
      description: null,
      implementId: null,
      implementName: null,
      implementWidth: null,
      compartmentCount: null,
      operationSpeed: 22.530816,
      travelSpeed: 45.061632,
      warehouseId: null,
      cleaningTime: 1800,
      refillDuration: 1200,
      allowLoadsFromOtherTenders: false,
      equipmentName: 'R4045',
      equipmentCode: 'IA-SP-11',
      equipmentType: 'sprayer',
      warehouseName: null,
    },
  ],
  tenderTrucks: [],
  version: 3,
};

const errorsOf = (values: ReturnType<typeof groupFormValuesOf>, locale: 'en-us' | 'pt-br' = 'en-us') =>
  zodValidator(ZEquipmentGroupInput, locale)(groupInputOf(values, locale, record));

describe('equipment group form values', () => {
  it.each(['en-us', 'pt-br'] as const)(
    'saves a group opened in %s with exactly the stored figures',
    (locale) => {
      const input = ZEquipmentGroupInput.parse(
        groupInputOf(groupFormValuesOf(record, locale), locale, record),
      );
      expect(input.tankCapacity).toBe(record.tankCapacity);
      expect(input.liquidRateThreshold).toBe(record.liquidRateThreshold);
      expect(input.equipments[0]).toMatchObject({
        operationSpeed: 22.530816,
        travelSpeed: 45.061632,
        cleaningTime: 1800,
        refillDuration: 1200,
      });
      expect(input.workingPeriods).toEqual(record.workingPeriods);
      expect(input.autoSendTime).toEqual({ hour: 5, minute: 30 });
    },
  );

  it('shows speeds in mph and capacities in gallons in en-us, km/h and litres in pt-br', () => {
    const english = groupFormValuesOf(record, 'en-us');
    expect(english.equipments[0]).toMatchObject({ operationSpeed: 14, travelSpeed: 28, cleaningTime: 30 });
    expect(english.tankCapacity).toBe(1200);
    const portuguese = groupFormValuesOf(record, 'pt-br');
    expect(portuguese.equipments[0]).toMatchObject({ operationSpeed: 22.53, travelSpeed: 45.06 });
    expect(portuguese.tankCapacity).toBe(4542.49);
  });

  it('drops a weekday without start and end without a message', () => {
    expect(errorsOf(groupFormValuesOf(record, 'en-us'))).toEqual({});
  });

  it('gives the messages the server gives, on the form fields, before any request', () => {
    const values = groupFormValuesOf(record, 'en-us');
    values.workingPeriods[2] = {
      dayOfWeek: 'TUE',
      start: '06:00',
      end: '',
      overtimeLimit: { hour: 1, minute: 60 },
    };
    values.balanceLoads = 0;
    values.equipments.push(newMember());
    const errors = errorsOf(values);
    expect(errors['workingPeriods.2.end']).toBe('This is a required field!');
    expect(errors['workingPeriods.2.overtimeLimit.minute']).toBe('Minutes must be between 0 and 59');
    expect(errors.balanceLoads).toBe('Balance loads must be between 0.01 and 1');
    expect(errors['equipments.1.cdEquipamento']).toBe('This is a required field!');
    expect(errors['equipments.1.operationSpeed']).toBe('This is a required field!');
  });

  it('needs the daily send time once the other fields are right', () => {
    const values = groupFormValuesOf(record, 'en-us');
    values.autoSendTime = '';
    expect(errorsOf(values)).toEqual({ autoSendTime: 'This is a required field!' });
  });

  it('answers in Portuguese in pt-br', () => {
    const values = groupFormValuesOf(record, 'pt-br');
    values.workingPeriods[1]!.overtimeLimit.hour = -1;
    expect(errorsOf(values, 'pt-br')['workingPeriods.1.overtimeLimit.hour']).toBe(
      'Este campo não pode ser negativo',
    );
  });
});
