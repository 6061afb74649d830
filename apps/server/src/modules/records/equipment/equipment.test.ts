import { describe, expect, it } from 'vitest';
import { metresFromFeet, litresFromGallons } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';

const { app, call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

type TMachine = {
  cdEquipamento: number;
  name: string;
  equipmentId: string;
  version: number;
  group: { id: number; name: string } | null;
  active: boolean;
};

let sequence = 0;
/** A valid machine body; `equipmentId` and `clientCode` are fresh on every call. */
function buildEquipment(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Test sprayer ${sequence}`,
    equipmentId: `T-SP-${sequence}`,
    clientCode: `T-CL-${sequence}`,
    type: 'sprayer',
    make: 'John Deere',
    model: 'R4045',
    year: 2022,
    boomWidth: 36.576,
    tankCapacity: 4542.49,
    fixedTanks: true,
    compartments: [{ name: 'Main tank', capacity: 4542.49, mixtureType: 'LIQUID' }],
    productClasses: ['LIQUID'],
    ...overrides,
  };
}

async function createMachine(overrides: Record<string, unknown> = {}) {
  const response = await call(admin, 'POST', '/api/equipamentos', buildEquipment(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<TMachine & Record<string, unknown>>();
}

async function createImplement(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const response = await call(admin, 'POST', '/api/implemento', {
    code: `T-IM-${sequence}`,
    name: `Test implement ${sequence}`,
    type: 'agricultural',
    fixed: true,
    width: 27.432,
    mixtureType: 'LIQUID',
    capacity: 3000,
    compartments: [{ name: 'Tank', capacity: 3000, mixtureType: 'LIQUID' }],
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number; version: number }>();
}

describe('list conventions on GET /api/equipamentos', () => {
  it('pages, sorts and counts the demo fleet of the active branch', async () => {
    const page = (await call(admin, 'GET', '/api/equipamentos?page=0&size=5&sort=name,asc')).json();
    expect(page).toMatchObject({ totalElements: 14, totalPages: 3, number: 0, size: 5 });
    const names = page.content.map((row: TMachine) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names[0]).toBe('AGCO RoGator RG1300C #41');
  });

  it('searches name, code, make and model from 2 characters', async () => {
    const found = (await call(admin, 'GET', '/api/equipamentos?search=hagie')).json();
    expect(found.content.map((row: TMachine) => row.equipmentId)).toEqual(['IA-SP-31']);
    expect((await call(admin, 'GET', '/api/equipamentos?search=h')).statusCode).toBe(400);
  });

  it('filters by type and refuses an unknown sort with 400', async () => {
    const tenders = (await call(admin, 'GET', '/api/equipamentos?type=tender-truck')).json();
    expect(tenders.totalElements).toBe(3);
    const sorted = await call(admin, 'GET', '/api/equipamentos?sort=ownerId,asc');
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json().code).toBe('invalidSort');
  });

  it('shows the group a machine works in', async () => {
    const sprayer = (await call(admin, 'GET', '/api/equipamentos?search=IA-SP-11')).json().content[0];
    expect(sprayer.group).toMatchObject({ name: 'Spray crew North' });
    const free = (await call(admin, 'GET', '/api/equipamentos?search=IA-SP-42')).json().content[0];
    expect(free.group).toBeNull();
  });

  it('POST /equipamento/by_filter takes types, active and paging in a body', async () => {
    const response = await call(admin, 'POST', '/api/equipamento/by_filter', {
      types: ['spreader', 'robot'],
      size: 10,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBe(3);
  });

  it('lists the machines of a type and status', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamento/por-tipo-status-equipamento/sprayer/A',
      {},
      { locale: '3' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(6);
  });
});

describe('equipment records', () => {
  it('creates, reads, edits, deactivates and deletes a machine with 201, 200 and 204', async () => {
    const created = await createMachine({
      stopReasonDelay: 300,
      fieldEfficiency: 0.75,
      controller: 'Raven Viper 4+',
    });
    expect(created).toMatchObject({
      version: 1,
      active: true,
      group: null,
      stopReasonDelay: 300,
      fieldEfficiency: 0.75,
    });
    const id = created.cdEquipamento;
    const edited = await call(
      admin,
      'PUT',
      `/api/equipamentos/${id}`,
      buildEquipment({
        name: 'Renamed sprayer',
        equipmentId: created.equipmentId,
        clientCode: null,
        version: 1,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed sprayer', version: 2, clientCode: null });
    const inactive = await call(admin, 'PUT', `/api/equipamentos/${id}/status`, {
      active: false,
      version: 2,
    });
    expect(inactive.json()).toMatchObject({ active: false, version: 3 });
    expect(
      (await call(admin, 'GET', '/api/equipamentos?active=false'))
        .json()
        .content.map((row: TMachine) => row.cdEquipamento),
    ).toContain(id);
    expect((await call(admin, 'DELETE', `/api/equipamentos/${id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/equipamentos/${id}`)).statusCode).toBe(404);
  });

  it('defaults the field efficiency to 0.7 and keeps every spec field', async () => {
    const created = await createMachine({
      type: 'spreader',
      profile: 'truck',
      boomWidth: null,
      spreaderWidth: 24,
      spinnerRangeMin: 15.24,
      spinnerRangeMax: 27.432,
      tankCapacity: null,
      compartments: [{ name: 'Bin', capacity: 9979, mixtureType: 'DRY' }],
      trailerType: null,
      implementType: 'agricultural',
      productClasses: ['DRY'],
    });
    expect(created).toMatchObject({
      fieldEfficiency: 0.7,
      profile: 'truck',
      spreaderWidth: 24,
      spinnerRangeMin: 15.24,
      spinnerRangeMax: 27.432,
      implementType: 'agricultural',
      compartments: [{ name: 'Bin', capacity: 9979, mixtureType: 'DRY' }],
    });
  });

  it('refuses a stale edit with 409', async () => {
    const created = await createMachine();
    const body = buildEquipment({ equipmentId: created.equipmentId, clientCode: null, version: 1 });
    expect((await call(admin, 'PUT', `/api/equipamentos/${created.cdEquipamento}`, body)).statusCode).toBe(
      200,
    );
    const stale = await call(admin, 'PUT', `/api/equipamentos/${created.cdEquipamento}`, {
      ...body,
      name: 'Lost edit',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict');
  });

  it.each([
    ['3', 'The description exceeds the limit of 60 characters'],
    ['1', 'A descrição excede o limite de 60 caracteres'],
  ])('refuses a description over 60 characters with 400 in language %s', async (languageId, message) => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({ name: 'x'.repeat(61) }),
      { locale: languageId },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'body.name',
      code: 'equipmentDescriptionLimit',
      message,
    });
    expect(
      (await call(admin, 'POST', '/api/equipamentos', buildEquipment({ name: 'x'.repeat(60) }))).statusCode,
    ).toBe(201);
  });

  it('refuses a code already used in the branch with 409, whatever its case', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({ equipmentId: 'ia-sp-11' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'equipmentCodeInUse',
      message: 'This equipment code is already in use',
    });
  });

  it('refuses a code used in another branch with 409 and its message', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({ equipmentId: 'MT-PU-11' }),
      { locale: '1' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'equipmentCodeInUseOtherBranch',
      message: 'Este código de equipamento já está em uso em outra unidade',
    });
  });

  it('refuses a client code already in use with 409', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({ clientCode: 'PC-1011' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('equipmentClientCodeInUse');
  });

  it('accepts the nine kinds and refuses any other with 400', async () => {
    for (const type of [
      'sprayer',
      'spreader',
      'combine',
      'combo',
      'tractor',
      'robot',
      'tender-truck',
      'refill-station',
      'semi-truck',
    ])
      expect((await call(admin, 'POST', '/api/equipamentos', buildEquipment({ type }))).statusCode).toBe(201);
    const response = await call(admin, 'POST', '/api/equipamentos', buildEquipment({ type: 'helicopter' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('body.type');
  });

  it('refuses a spinner range whose maximum is not above its minimum with 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({ spinnerRangeMin: 20, spinnerRangeMax: 18 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.spinnerRangeMax',
      code: 'spinnerRangeOrder',
    });
  });

  it('refuses compartments that add up to more than the tank with 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({
        tankCapacity: 1000,
        compartments: [
          { name: 'A', capacity: 800, mixtureType: 'LIQUID' },
          { name: 'B', capacity: 300, mixtureType: 'LIQUID' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.compartments',
      code: 'compartmentsExceedCapacity',
    });
  });

  it('refuses two compartments with the same name with 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({
        tankCapacity: null,
        compartments: [
          { name: 'Chem', capacity: 800, mixtureType: 'LIQUID' },
          { name: 'chem', capacity: 300, mixtureType: 'LIQUID' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.compartments.1.name',
      code: 'compartmentInUse',
    });
  });

  it("refuses another machine's compartment with 409", async () => {
    const first = await createMachine();
    const compartmentId = (first.compartments as { id: number }[])[0]!.id;
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({
        compartments: [{ id: compartmentId, name: 'Stolen', capacity: 100, mixtureType: 'LIQUID' }],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('compartmentInUse');
  });

  it('keeps compartment ids across an edit', async () => {
    const created = await createMachine({ tankCapacity: null });
    const [tank] = created.compartments as {
      id: number;
      name: string;
      capacity: number;
      mixtureType: string;
    }[];
    const edited = await call(
      admin,
      'PUT',
      `/api/equipamentos/${created.cdEquipamento}`,
      buildEquipment({
        equipmentId: created.equipmentId,
        clientCode: null,
        tankCapacity: null,
        version: 1,
        compartments: [
          { ...tank, capacity: 4000 },
          { name: 'Rinse', capacity: 400, mixtureType: 'LIQUID' },
        ],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().compartments[0]).toMatchObject({ id: tank!.id, capacity: 4000 });
    expect(edited.json().compartments[1].name).toBe('Rinse');
  });

  it('stores imperial figures converted to SI and answers them unchanged', async () => {
    const boom = metresFromFeet(120);
    const tank = litresFromGallons(1200);
    const created = await createMachine({
      boomWidth: boom,
      tankCapacity: tank,
      compartments: [{ name: 'Main', capacity: tank, mixtureType: 'LIQUID' }],
    });
    const read = (await call(admin, 'GET', `/api/equipamentos/${created.cdEquipamento}`)).json();
    expect(read.boomWidth).toBe(boom);
    expect(read.tankCapacity).toBe(tank);
    expect(read.compartments[0].capacity).toBe(tank);
  });
});

describe('fixed implement', () => {
  it('requires the implement when the machine has a fixed one, with 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({ hasFixedImplement: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: 'body.fixedImplementId', code: 'required' });
  });

  it('refuses an unknown implement with 400 "Fixed implement not found"', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({ hasFixedImplement: true, fixedImplementId: 999999 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'groupFixedImplementNotFound',
      message: 'Fixed implement not found',
    });
  });

  it('refuses an implement not marked fixed with 400', async () => {
    const implement = await createImplement({ fixed: false });
    const response = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({ hasFixedImplement: true, fixedImplementId: implement.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fixedImplementNotFixed');
  });

  it('refuses an implement already fixed on another machine with 409, and lists it as related', async () => {
    const implement = await createImplement();
    const unrelatedBefore = (await call(admin, 'GET', '/api/implemento/agricultural-fixed-unrelated')).json();
    expect(unrelatedBefore.map((row: { id: number }) => row.id)).toContain(implement.id);
    const first = await createMachine({
      type: 'tractor',
      hasFixedImplement: true,
      fixedImplementId: implement.id,
    });
    expect(first.fixedImplementId).toBe(implement.id);
    expect((await call(admin, 'GET', `/api/implemento/${implement.id}`)).json().fixedOnEquipmentId).toBe(
      first.cdEquipamento,
    );
    const second = await call(
      admin,
      'POST',
      '/api/equipamentos',
      buildEquipment({ type: 'tractor', hasFixedImplement: true, fixedImplementId: implement.id }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('fixedImplementTaken');
    const unrelatedAfter = (await call(admin, 'GET', '/api/implemento/agricultural-fixed-unrelated')).json();
    expect(unrelatedAfter.map((row: { id: number }) => row.id)).not.toContain(implement.id);
  });
});

describe('deleting equipment', () => {
  it('refuses a machine in an equipment group with 409 "linked to another record"', async () => {
    const sprayer = (await call(admin, 'GET', '/api/equipamentos?search=IA-SP-11')).json().content[0];
    const response = await call(admin, 'DELETE', `/api/equipamentos/${sprayer.cdEquipamento}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'equipmentLinked',
      details: { group: 'Spray crew North' },
    });
  });

  it('refuses a machine a work order used with 409 and offers to deactivate it', async () => {
    const machine = await createMachine();
    app.services.equipment.usage.register(
      'workOrders',
      async ({ ids }) => new Map(ids.map((id) => [id, id === machine.cdEquipamento ? 2 : 0])),
    );
    try {
      const response = await call(admin, 'DELETE', `/api/equipamentos/${machine.cdEquipamento}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'equipmentUsed', details: { canDeactivate: true } });
    } finally {
      app.services.equipment.usage.unregister('workOrders');
    }
    expect((await call(admin, 'DELETE', `/api/equipamentos/${machine.cdEquipamento}`)).statusCode).toBe(204);
  });
});

describe('group views and choices', () => {
  it('lists tender trucks free for a new group and keeps a group its own', async () => {
    const free = (await call(admin, 'GET', '/api/equipamentos/equipments-for-tender?search=IA-TT')).json();
    expect(free.map((row: TMachine) => row.equipmentId)).toEqual(['IA-TT-63']);
    const groupId = demo.ids.equipmentGroupsIowa![0]!;
    const own = (
      await call(admin, 'GET', `/api/equipamentos/equipments-for-tender?search=IA-TT&config=${groupId}`)
    ).json();
    expect(own.map((row: TMachine) => row.equipmentId).sort()).toEqual(['IA-TT-61', 'IA-TT-62', 'IA-TT-63']);
  });

  it('lists machines other than tenders that no other group holds', async () => {
    const free = (await call(admin, 'GET', '/api/equipamentos/equipments-no-tender?search=IA-SP')).json();
    expect(free.map((row: TMachine) => row.equipmentId).sort()).toEqual(['IA-SP-41', 'IA-SP-42']);
  });

  it('groups active machines by equipment group and type', async () => {
    const lines = (await call(admin, 'GET', '/api/equipamentos/vistaSubGrupos')).json();
    expect(lines[0]).toMatchObject({ groupName: 'Dry fertilizer', type: 'spreader', count: 2 });
    const sprayers = lines.find(
      (line: { groupName: string; type: string }) =>
        line.groupName === 'Spray crew North' && line.type === 'sprayer',
    );
    expect(sprayers.count).toBe(4);
    const byGroup = (await call(admin, 'GET', '/api/equipamentos/grupoEquipamentos')).json();
    expect(
      byGroup.find((group: { groupName: string }) => group.groupName === 'Spray crew North').equipmentIds,
    ).toHaveLength(6);
    const one = (
      await call(admin, 'GET', `/api/equipamentos/vistaSubGrupoByEquip/${sprayers.equipmentIds[0]}`)
    ).json();
    expect(one).toMatchObject({ groupName: 'Spray crew North', type: 'sprayer' });
  });
});

describe('permissions and isolation', () => {
  it('lets every role read and refuses writes without records.edit with 403', async () => {
    const applicator = await login('applicator');
    expect((await call(applicator, 'GET', '/api/equipamentos')).statusCode).toBe(200);
    const response = await call(applicator, 'POST', '/api/equipamentos', buildEquipment());
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another owner's or another branch's machine", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/equipamentos')).json().content[0].cdEquipamento;
    expect((await call(admin, 'GET', `/api/equipamentos/${theirs}`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'PUT', `/api/equipamentos/${theirs}`, buildEquipment({ version: 1 }))).statusCode,
    ).toBe(404);
    expect((await call(admin, 'DELETE', `/api/equipamentos/${theirs}`)).statusCode).toBe(404);
    const brazil = demo.ids.equipmentMatoGrosso![0]!;
    expect((await call(admin, 'GET', `/api/equipamentos/${brazil}`)).statusCode).toBe(404);
  });
});

describe('GET /api/equipamentos/equipments-no-pagination', () => {
  it('answers every machine of the branch in one list, filtered by search, type and status', async () => {
    const paged = (await call(admin, 'GET', '/api/equipamentos?size=500')).json<{
      content: TMachine[];
      totalElements: number;
    }>();
    const response = await call(admin, 'GET', '/api/equipamentos/equipments-no-pagination');
    expect(response.statusCode).toBe(200);
    const all = response.json<TMachine[]>();
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(paged.totalElements);
    expect(all.map((machine) => machine.cdEquipamento).sort()).toEqual(
      paged.content.map((machine) => machine.cdEquipamento).sort(),
    );
    const tenders = (
      await call(admin, 'GET', '/api/equipamentos/equipments-no-pagination?type=tender-truck')
    ).json<(TMachine & { type: string })[]>();
    expect(tenders.length).toBeGreaterThan(0);
    expect(tenders.every((machine) => machine.type === 'tender-truck')).toBe(true);
    const found = (
      await call(admin, 'GET', '/api/equipamentos/equipments-no-pagination?search=rogator')
    ).json<TMachine[]>();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((machine) => /rogator/i.test(machine.name))).toBe(true);
    const inactive = await createMachine({ name: 'Retired floater' });
    await call(admin, 'PUT', `/api/equipamentos/${inactive.cdEquipamento}/status`, {
      active: false,
      version: inactive.version,
    });
    const active = (await call(admin, 'GET', '/api/equipamentos/equipments-no-pagination?active=true')).json<
      TMachine[]
    >();
    expect(active.some((machine) => machine.cdEquipamento === inactive.cdEquipamento)).toBe(false);
    expect(active.every((machine) => machine.active)).toBe(true);
    expect(
      (await call(admin, 'GET', '/api/equipamentos/equipments-no-pagination?type=boat')).statusCode,
    ).toBe(400);
  });
});

describe('ERP paths in the singular: GET/POST /equipamento, DELETE /equipamento/{id}', () => {
  it('lists, creates and deletes like the plural paths', async () => {
    const singular = await call(admin, 'GET', '/api/equipamento?page=0&size=5&sort=name,asc');
    expect(singular.statusCode).toBe(200);
    const plural = await call(admin, 'GET', '/api/equipamentos?page=0&size=5&sort=name,asc');
    expect(singular.json()).toEqual(plural.json());

    const created = await call(admin, 'POST', '/api/equipamento', buildEquipment({ name: 'ERP sprayer' }));
    expect(created.statusCode).toBe(201);
    const machine = created.json<TMachine>();
    expect(machine.name).toBe('ERP sprayer');
    expect((await call(admin, 'GET', `/api/equipamentos/${machine.cdEquipamento}`)).statusCode).toBe(200);

    const deleted = await call(admin, 'DELETE', `/api/equipamento/${machine.cdEquipamento}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/equipamentos/${machine.cdEquipamento}`)).statusCode).toBe(404);
  });

  it('validates with the same schema and permission as the plural paths', async () => {
    const invalid = await call(admin, 'POST', '/api/equipamento', buildEquipment({ name: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.name', message: 'This is a required field!' }),
      ]),
    );
    const applicator = await login('applicator');
    expect((await call(applicator, 'POST', '/api/equipamento', buildEquipment())).statusCode).toBe(403);
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/equipamento')).json().content[0].cdEquipamento;
    expect((await call(admin, 'DELETE', `/api/equipamento/${theirs}`)).statusCode).toBe(404);
  });
});
