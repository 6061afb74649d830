import { describe, expect, it } from 'vitest';
import { kmPerHourFromMph, mphFromKmPerHour, kmPerHour } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';

const { app, call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();
const base = '/api/config-proc-ordem-servico';

type TGroup = {
  id: number;
  name: string;
  version: number;
  active: boolean;
  equipments: {
    id: number;
    cdEquipamento: number;
    operationSpeed: number;
    travelSpeed: number;
    equipmentName: string;
  }[];
  tenderTrucks: { id: number; cdEquipamento: number; equipmentName: string }[];
  workingPeriods: unknown[];
};

let sequence = 0;
async function createMachine(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const response = await call(admin, 'POST', '/api/equipamentos', {
    name: `Group test machine ${sequence}`,
    equipmentId: `G-${sequence}`,
    type: 'sprayer',
    boomWidth: 36.576,
    tankCapacity: 4542.49,
    fixedTanks: true,
    compartments: [{ name: 'Main tank', capacity: 4542.49, mixtureType: 'LIQUID' }],
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ cdEquipamento: number }>().cdEquipamento;
}

async function createImplement(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const response = await call(admin, 'POST', '/api/implemento', {
    code: `G-IM-${sequence}`,
    name: `Group test implement ${sequence}`,
    type: 'agricultural',
    width: 27.432,
    mixtureType: 'LIQUID',
    capacity: 3000,
    compartments: [{ name: 'Tank', capacity: 3000, mixtureType: 'LIQUID' }],
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number }>().id;
}

const tenderTruck = () =>
  createMachine({
    type: 'tender-truck',
    boomWidth: null,
    tankCapacity: null,
    compartments: [
      { name: 'Water', capacity: 11356, mixtureType: 'LIQUID' },
      { name: 'Chem', capacity: 1135, mixtureType: 'LIQUID' },
    ],
  });

const member = (cdEquipamento: number, overrides: Record<string, unknown> = {}) => ({
  cdEquipamento,
  operationSpeed: 22,
  travelSpeed: 45,
  ...overrides,
});

function buildGroup(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Test group ${sequence}`,
    mixtureType: 'LIQUID',
    workingPeriods: [
      {
        dayOfWeek: 'MON',
        start: { hour: 6, minute: 0 },
        end: { hour: 18, minute: 0 },
        overtimeLimit: { hour: 2, minute: 0 },
      },
    ],
    ...overrides,
  };
}

async function createGroup(overrides: Record<string, unknown> = {}) {
  const response = await call(admin, 'POST', `${base}/manage/create`, buildGroup(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<TGroup>();
}

async function post(body: unknown, locale = '3') {
  return call(admin, 'POST', `${base}/manage/create`, body, { locale });
}

describe('group lists', () => {
  it('pages the groups of the branch with their machine counts', async () => {
    const page = (await call(admin, 'GET', `${base}?sort=name,desc`)).json();
    expect(page.totalElements).toBe(2);
    expect(page.content.map((row: TGroup) => row.name)).toEqual(['Spray crew North', 'Dry fertilizer']);
    expect(page.content[0]).toMatchObject({
      equipmentCount: 4,
      tenderCount: 2,
      mixtureType: 'LIQUID',
      active: true,
    });
    expect((await call(admin, 'GET', `${base}?search=dry`)).json().totalElements).toBe(1);
    expect((await call(admin, 'GET', `${base}?sort=ownerId,asc`)).statusCode).toBe(400);
  });

  it('lists the groups of every permitted branch', async () => {
    const names = (await call(admin, 'GET', `${base}/all-units`)).json().map((row: TGroup) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Spray crew North',
        'Dry fertilizer',
        'Equipe pulverização Norte',
        'Adubação a lanço',
      ]),
    );
  });

  it('answers a demo group with Monday to Saturday 06:00-19:00 and 2 h overtime in the branch time zone', async () => {
    const group = (await call(admin, 'GET', `${base}/${demo.ids.equipmentGroupsIowa![0]}`)).json();
    expect(group).toMatchObject({
      name: 'Spray crew North',
      timeZone: 'America/Chicago',
      autoSendLoads: true,
      autoSendTime: { hour: 5, minute: 30 },
    });
    expect(group.workingPeriods.map((period: { dayOfWeek: string }) => period.dayOfWeek)).toEqual([
      'MON',
      'TUE',
      'WED',
      'THU',
      'FRI',
      'SAT',
    ]);
    expect(group.workingPeriods[0]).toEqual({
      dayOfWeek: 'MON',
      start: { hour: 6, minute: 0 },
      end: { hour: 19, minute: 0 },
      overtimeLimit: { hour: 2, minute: 0 },
    });
    expect(group.equipments).toHaveLength(4);
    expect(group.tenderTrucks.map((tender: { equipmentCode: string }) => tender.equipmentCode)).toEqual([
      'IA-TT-61',
      'IA-TT-62',
    ]);
    expect(group.equipments[0].warehouseName).toBe('Ames Chemical Shed');
    const members = (await call(admin, 'GET', `${base}/${group.id}/equipments`)).json();
    expect(members).toHaveLength(4);
    const tenders = (await call(admin, 'GET', `${base}/${group.id}/tender-truck`)).json();
    expect(tenders).toHaveLength(2);
  });
});

describe('saving a group', () => {
  it('creates a group with two sprayers and a tender truck and reads the same values back', async () => {
    const [first, second, tender] = [await createMachine(), await createMachine(), await tenderTruck()];
    const mph = 15;
    const group = await createGroup({
      consolidation: 'multiple-growers',
      chemicalAddition: 'at-field',
      balanceLoads: 0.75,
      autoSendLoads: true,
      autoSendTime: { hour: 5, minute: 45 },
      robot: false,
      individualOrdersPerField: true,
      tenderLoadingOrder: 'by-schedule',
      tankCapacity: 4542.49,
      liquidRateThreshold: 93.54,
      timingFilter: ['burndown'],
      productTypeFilter: ['LIQUID'],
      locationIds: [demo.locations.iowa[0]],
      equipments: [
        member(first, {
          operationSpeed: kmPerHourFromMph(mph),
          travelSpeed: kmPerHourFromMph(30),
          cleaningTime: 1800,
          refillDuration: 900,
          warehouseId: demo.ids.placesIowa![0],
          allowLoadsFromOtherTenders: true,
        }),
        member(second),
      ],
      tenderTrucks: [{ cdEquipamento: tender, loadLastToFirst: true, warehouseId: demo.ids.placesIowa![0] }],
    });
    const read = (await call(admin, 'GET', `${base}/manage/${group.id}`)).json();
    expect(read).toMatchObject({
      consolidation: 'multiple-growers',
      chemicalAddition: 'at-field',
      balanceLoads: 0.75,
      autoSendTime: { hour: 5, minute: 45 },
      individualOrdersPerField: true,
      tenderLoadingOrder: 'by-schedule',
      timingFilter: ['burndown'],
      locationIds: [demo.locations.iowa[0]],
      workingPeriods: [
        {
          dayOfWeek: 'MON',
          start: { hour: 6, minute: 0 },
          end: { hour: 18, minute: 0 },
          overtimeLimit: { hour: 2, minute: 0 },
        },
      ],
    });
    expect(read.equipments[0]).toMatchObject({
      cdEquipamento: first,
      cleaningTime: 1800,
      refillDuration: 900,
      allowLoadsFromOtherTenders: true,
      warehouseName: 'Ames Chemical Shed',
    });
    expect(read.equipments[1].refillDuration).toBe(1200);
    expect(mphFromKmPerHour(kmPerHour(read.equipments[0].operationSpeed))).toBeCloseTo(mph, 10);
    expect(read.equipments[0].operationSpeed).toBe(kmPerHourFromMph(mph));
    expect(read.tenderTrucks[0]).toMatchObject({ cdEquipamento: tender, loadLastToFirst: true });
    const machine = (await call(admin, 'GET', `/api/equipamentos/${first}`)).json();
    expect(machine.group).toEqual({ id: group.id, name: group.name });
  });

  it('keeps entry ids when a group is saved again and frees machines that left', async () => {
    const [first, second] = [await createMachine(), await createMachine()];
    const group = await createGroup({ equipments: [member(first), member(second)] });
    const saved = await post({
      ...buildGroup({ name: group.name }),
      id: group.id,
      version: group.version,
      equipments: [member(first, { operationSpeed: 24 })],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().equipments).toEqual([
      expect.objectContaining({ id: group.equipments[0]!.id, operationSpeed: 24 }),
    ]);
    expect((await call(admin, 'GET', `/api/equipamentos/${second}`)).json().group).toBeNull();
  });

  it('drops a journey without start and end', async () => {
    const group = await createGroup({
      workingPeriods: [
        { dayOfWeek: 'SUN', start: null, end: null },
        { dayOfWeek: 'MON', start: { hour: 6, minute: 0 }, end: { hour: 18, minute: 0 } },
      ],
    });
    const read = (await call(admin, 'GET', `${base}/${group.id}?fromManage=true`)).json();
    expect(read.workingPeriods).toEqual([
      {
        dayOfWeek: 'MON',
        start: { hour: 6, minute: 0 },
        end: { hour: 18, minute: 0 },
        overtimeLimit: { hour: 0, minute: 0 },
      },
    ]);
  });

  it('refuses a journey with a start and no end with 400', async () => {
    const response = await post(
      buildGroup({ workingPeriods: [{ dayOfWeek: 'TUE', start: { hour: 6, minute: 0 } }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'body.workingPeriods.0.end',
      code: 'required',
      message: 'This is a required field!',
    });
  });

  it.each([
    [{ hour: 6, minute: 60 }, 'minuteRange', 'Minutes must be between 0 and 59'],
    [{ hour: 6, minute: -1 }, 'minuteRange', 'Minutes must be between 0 and 59'],
    [{ hour: -1, minute: 0 }, 'negative', 'This field cannot be negative'],
  ])('refuses a start of %o with 400 %s', async (start, code, message) => {
    const response = await post(
      buildGroup({ workingPeriods: [{ dayOfWeek: 'WED', start, end: { hour: 18, minute: 0 } }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ code, message });
  });

  it('accepts minutes 0 and 59 and refuses an overtime minute of 60 with 400', async () => {
    const ok = await post(
      buildGroup({
        workingPeriods: [
          {
            dayOfWeek: 'THU',
            start: { hour: 0, minute: 0 },
            end: { hour: 23, minute: 59 },
            overtimeLimit: { hour: 0, minute: 59 },
          },
        ],
      }),
    );
    expect(ok.statusCode).toBe(201);
    const overtime = await post(
      buildGroup({
        workingPeriods: [
          {
            dayOfWeek: 'THU',
            start: { hour: 6, minute: 0 },
            end: { hour: 18, minute: 0 },
            overtimeLimit: { hour: 1, minute: 60 },
          },
        ],
      }),
    );
    expect(overtime.statusCode).toBe(400);
    expect(overtime.json().details[0].path).toBe('body.workingPeriods.0.overtimeLimit.minute');
  });

  it('refuses an end before the start and a weekday twice with 400', async () => {
    const order = await post(
      buildGroup({
        workingPeriods: [{ dayOfWeek: 'FRI', start: { hour: 18, minute: 0 }, end: { hour: 6, minute: 0 } }],
      }),
    );
    expect(order.json().details[0]).toMatchObject({
      path: 'body.workingPeriods.0.end',
      code: 'workingPeriodOrder',
    });
    const twice = await post(
      buildGroup({
        workingPeriods: [
          { dayOfWeek: 'FRI', start: { hour: 6, minute: 0 }, end: { hour: 12, minute: 0 } },
          { dayOfWeek: 'FRI', start: { hour: 13, minute: 0 }, end: { hour: 18, minute: 0 } },
        ],
      }),
    );
    expect(twice.json().details[0]).toMatchObject({
      path: 'body.workingPeriods.1.dayOfWeek',
      code: 'workingDayRepeated',
    });
  });

  it.each([
    [0, 400],
    [0.009, 400],
    [0.01, 201],
    [1, 201],
    [1.01, 400],
  ])('balance loads of %d answers %d', async (balanceLoads, status) => {
    const response = await post(buildGroup({ balanceLoads }));
    expect(response.statusCode).toBe(status);
    if (status === 400)
      expect(response.json().details[0]).toMatchObject({
        code: 'balanceLoads',
        message: 'Balance loads must be between 0.01 and 1',
      });
  });

  it('needs the daily time when loads are sent automatically, with 400', async () => {
    const response = await post(buildGroup({ autoSendLoads: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: 'body.autoSendTime', code: 'required' });
  });

  it('refuses a stale save with 409', async () => {
    const group = await createGroup();
    const body = { ...buildGroup({ name: group.name }), id: group.id, version: group.version };
    expect((await post(body)).statusCode).toBe(200);
    expect((await post(body)).statusCode).toBe(409);
  });

  it('refuses an office the user is not permitted in, an unknown machine and a foreign warehouse with 400', async () => {
    const office = await post(buildGroup({ locationIds: [demo.locations.matoGrosso[0]] }));
    expect(office.statusCode).toBe(400);
    expect(office.json().details[0].path).toBe('locationIds.0');
    const unknown = await post(buildGroup({ equipments: [member(999999)] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({ path: 'equipments.0.cdEquipamento', code: 'notFound' });
    const machine = await createMachine();
    const warehouse = await post(
      buildGroup({ equipments: [member(machine, { warehouseId: demo.ids.placesMatoGrosso![0] })] }),
    );
    expect(warehouse.statusCode).toBe(400);
    expect(warehouse.json().details[0].path).toBe('equipments.0.warehouseId');
  });
});

describe('group machine rules (spec part 2 §5)', () => {
  it('refuses a machine of another group with 409 and names the group', async () => {
    const [sprayer] = (await call(admin, 'GET', '/api/equipamentos?search=IA-SP-11')).json().content;
    const response = await post(buildGroup({ equipments: [member(sprayer.cdEquipamento)] }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'groupEquipmentInOtherGroup',
      message: 'Equipment already used in another group (Spray crew North)',
    });
    expect(response.json().details[0].path).toBe('equipments.0.cdEquipamento');
  });

  it('refuses a tender truck of another group with 409', async () => {
    const [tender] = (await call(admin, 'GET', '/api/equipamentos?search=IA-TT-61')).json().content;
    const response = await post(buildGroup({ tenderTrucks: [{ cdEquipamento: tender.cdEquipamento }] }));
    expect(response.statusCode).toBe(409);
    expect(response.json().details[0].path).toBe('tenderTrucks.0.cdEquipamento');
  });

  it('refuses the same machine twice in a group with 400', async () => {
    const machine = await createMachine();
    const response = await post(
      buildGroup({ equipments: [member(machine)], tenderTrucks: [{ cdEquipamento: machine }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.tenderTrucks.0.cdEquipamento',
      code: 'groupEquipmentRepeated',
    });
  });

  it('refuses a tender entry that is not a tender truck with 400', async () => {
    const sprayer = await createMachine();
    const response = await post(buildGroup({ tenderTrucks: [{ cdEquipamento: sprayer }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'groupNotTenderTruck',
      message: 'The equipment is not a tender truck',
    });
  });

  it('refuses a tender truck without compartments with 400', async () => {
    const tender = await createMachine({ type: 'tender-truck', tankCapacity: null, compartments: [] });
    const response = await post(buildGroup({ tenderTrucks: [{ cdEquipamento: tender }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'groupEquipmentNoCompartments',
      message: 'The equipment has no compartments',
    });
  });

  it('refuses a sprayer with no tank and no compartments with 400', async () => {
    const sprayer = await createMachine({ tankCapacity: null, compartments: [] });
    const response = await post(buildGroup({ equipments: [member(sprayer)] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'equipments.0.cdEquipamento',
      code: 'groupEquipmentNoCompartments',
    });
  });

  it('refuses a tractor without an implement with 400', async () => {
    const tractor = await createMachine({
      type: 'tractor',
      boomWidth: null,
      tankCapacity: null,
      compartments: [],
    });
    const response = await post(buildGroup({ equipments: [member(tractor)] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'groupNoImplement',
      message: 'There is no implement for or attached to this equipment',
    });
  });

  it('accepts a tractor pulling a free implement and stores the implement', async () => {
    const tractor = await createMachine({
      type: 'tractor',
      boomWidth: null,
      tankCapacity: null,
      compartments: [],
    });
    const implement = await createImplement();
    const group = await createGroup({
      equipments: [member(tractor, { implementId: implement, implementWidth: 27.432 })],
    });
    expect(group.equipments[0]).toMatchObject({ implementId: implement, implementWidth: 27.432 });
  });

  it('refuses a semi-truck pulling an agricultural implement with 400 "The implement must be a trailer"', async () => {
    const semi = await createMachine({
      type: 'semi-truck',
      trailerType: 'semi',
      boomWidth: null,
      tankCapacity: null,
      compartments: [],
    });
    const implement = await createImplement();
    const response = await post(buildGroup({ equipments: [member(semi, { implementId: implement })] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'groupImplementNotTrailer',
      message: 'The implement must be a trailer',
    });
  });

  it('refuses an implement without a capacity with 400', async () => {
    const tractor = await createMachine({
      type: 'tractor',
      boomWidth: null,
      tankCapacity: null,
      compartments: [],
    });
    const implement = await createImplement({ capacity: null, compartments: [] });
    const response = await post(buildGroup({ equipments: [member(tractor, { implementId: implement })] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'groupImplementNoCapacity',
      message: 'The implement has no capacity defined',
    });
  });

  it('refuses more compartments than the machine has with 400', async () => {
    const sprayer = await createMachine();
    const response = await post(buildGroup({ equipments: [member(sprayer, { compartmentCount: 3 })] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'equipments.0.compartmentCount',
      code: 'groupCompartmentSize',
    });
  });

  it("uses a machine's fixed implement and refuses another one with 400", async () => {
    const fixed = await createImplement({ fixed: true });
    const other = await createImplement();
    const tractor = await createMachine({
      type: 'tractor',
      boomWidth: null,
      tankCapacity: null,
      compartments: [],
      hasFixedImplement: true,
      fixedImplementId: fixed,
    });
    const wrong = await post(buildGroup({ equipments: [member(tractor, { implementId: other })] }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('groupNoImplement');
    const group = await createGroup({ equipments: [member(tractor)] });
    expect(group.equipments[0]).toMatchObject({ implementId: fixed });
    const choices = (await call(admin, 'GET', `${base}/manage/implment/${tractor}`)).json();
    expect(choices.map((row: { id: number }) => row.id)).toEqual([fixed]);
  });

  it('refuses an implement fixed on another machine with 400', async () => {
    const fixed = await createImplement({ fixed: true });
    await createMachine({
      type: 'tractor',
      boomWidth: null,
      tankCapacity: null,
      compartments: [],
      hasFixedImplement: true,
      fixedImplementId: fixed,
    });
    const tractor = await createMachine({
      type: 'tractor',
      boomWidth: null,
      tankCapacity: null,
      compartments: [],
    });
    const response = await post(buildGroup({ equipments: [member(tractor, { implementId: fixed })] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('groupNoImplement');
  });

  it('answers the rule messages in Portuguese', async () => {
    const sprayer = await createMachine();
    const response = await post(buildGroup({ tenderTrucks: [{ cdEquipamento: sprayer }] }), '1');
    expect(response.json().message).toBe('O equipamento não é um caminhão comboio');
  });
});

describe('a member on its own', () => {
  it("reads a machine's entry and saves its speeds", async () => {
    const machine = await createMachine();
    const group = await createGroup({ equipments: [member(machine)] });
    const entry = (await call(admin, 'GET', `${base}/equipments/${machine}`)).json();
    expect(entry).toMatchObject({
      groupId: group.id,
      role: 'member',
      member: { cdEquipamento: machine, operationSpeed: 22 },
    });
    const saved = await call(admin, 'PUT', `${base}/equipments`, {
      ...member(machine, { operationSpeed: 19.5, travelSpeed: 48 }),
      id: entry.member.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ operationSpeed: 19.5, travelSpeed: 48 });
    expect((await call(admin, 'GET', `${base}/${group.id}`)).json().version).toBe(group.version + 1);
  });
});

describe('status and deletion', () => {
  it('deactivates and reactivates a group', async () => {
    const group = await createGroup();
    const off = await call(admin, 'PUT', `${base}/${group.id}/status`, {
      active: false,
      version: group.version,
    });
    expect(off.json()).toMatchObject({ active: false });
    const active = (await call(admin, 'GET', `${base}/all-active-current-unit`))
      .json()
      .map((row: TGroup) => row.id);
    expect(active).not.toContain(group.id);
    const inactive = (await call(admin, 'GET', `${base}/groups-id-desc-by-status?status=I`)).json();
    expect(inactive).toContainEqual({ id: group.id, description: group.name, active: false });
    const on = await call(admin, 'PUT', `${base}/${group.id}/status`, {
      active: true,
      version: off.json().version,
    });
    expect(on.json().active).toBe(true);
  });

  it('refuses to delete a group a work order used with 409 and offers deactivation', async () => {
    const machine = await createMachine();
    const group = await createGroup({ equipments: [member(machine)] });
    app.services.equipmentGroups.usage.register(
      'workOrders',
      async ({ ids }) => new Map(ids.map((id) => [id, id === group.id ? 3 : 0])),
    );
    try {
      const response = await call(admin, 'DELETE', `${base}/${group.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'groupUsed', details: { canDeactivate: true } });
      expect(response.json().message).toBe(
        'Error deleting, this group has already been used. You can deactivate it instead.',
      );
    } finally {
      app.services.equipmentGroups.usage.unregister('workOrders');
    }
    expect((await call(admin, 'DELETE', `${base}/${group.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/equipamentos/${machine}`)).json().group).toBeNull();
  });

  it('keeps a warehouse a group refills at from being deleted', async () => {
    const response = await call(admin, 'DELETE', `/api/locais/${demo.ids.placesIowa![0]}`);
    expect(response.statusCode).toBe(409);
  });
});

describe('choices for the group form', () => {
  it('lists trailers members may pull and implements for a machine', async () => {
    const trailers = (await call(admin, 'GET', `${base}/manage/trailers`)).json();
    expect(
      trailers.every((row: { type: string; fixed: boolean }) => row.type === 'trailer' && !row.fixed),
    ).toBe(true);
    const [semi] = (await call(admin, 'GET', '/api/equipamentos?search=IA-ST-91')).json().content;
    const forSemi = (await call(admin, 'GET', `${base}/manage/implment/${semi.cdEquipamento}`)).json();
    expect(forSemi.every((row: { type: string }) => row.type === 'trailer')).toBe(true);
  });
});

describe('permissions and isolation', () => {
  it('refuses a save without records.edit with 403', async () => {
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'GET', base)).statusCode).toBe(200);
    expect((await call(dispatcher, 'POST', `${base}/manage/create`, buildGroup())).statusCode).toBe(403);
  });

  it("answers 404 for another owner's group and another branch's group", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', base)).json().content[0].id;
    expect((await call(admin, 'GET', `${base}/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `${base}/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `${base}/${demo.ids.equipmentGroupsMatoGrosso![0]}`)).statusCode).toBe(
      404,
    );
  });
});
