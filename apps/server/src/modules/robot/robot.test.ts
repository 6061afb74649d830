import { beforeAll, describe, expect, it } from 'vitest';
import type { TRobotExecution, TRobotExecutionInfo, TRobotLink, TRobotWorkOrder } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { deviceTokenFor } from '../../test/device-token';
import { buildField, buildWorkOrder } from '../../test/factories';
import { eq } from 'drizzle-orm';
import { localDateOf } from '../../calendar/calendar';
import { workedWindow } from '../../test/worked-window';
import { equipmentGroups } from '../records/equipment-groups/equipment-groups.tables';

const testApp = await createTestApp({ secondOwner: true });
const { app, call, login } = testApp;
const services = app.services;
const admin = await login();
const auth = (await services.auth.authenticate(admin))!;
const applicator = await login('applicator');
const otherAdmin = await login('demo', { owner: 'other' });
const otherAuth = (await services.auth.authenticate(otherAdmin))!;
const client = auth.ownerCode;
const groupsBase = '/api/config-proc-ordem-servico';

const machines = (await call(admin, 'GET', '/api/equipamentos?size=200')).json<{
  content: { cdEquipamento: number; type: string }[];
}>().content;
const robotId = machines.find((machine) => machine.type === 'robot')!.cdEquipamento;

async function createGroup(overrides: Record<string, unknown>) {
  const response = await call(admin, 'POST', `${groupsBase}/manage/create`, {
    name: `Robots ${Math.random()}`,
    mixtureType: 'LIQUID',
    robot: true,
    workingPeriods: [
      {
        dayOfWeek: 'MON',
        start: { hour: 6, minute: 0 },
        end: { hour: 18, minute: 0 },
        overtimeLimit: { hour: 2, minute: 0 },
      },
    ],
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number; timeZone: string }>();
}

const robotGroup = await createGroup({
  equipments: [{ cdEquipamento: robotId, operationSpeed: 5, travelSpeed: 6 }],
});
const splittingGroup = await createGroup({ individualOrdersPerField: true });
const order = await buildWorkOrder(services, auth, { equipmentGroupId: robotGroup.id });
// The day the robot worked: today, or yesterday in the first half hour of a local day.
const worked = workedWindow(robotGroup.timeZone, 5);
const workedDay = worked.date;

/** Metres northwards as degrees of latitude. */
const north = (metres: number) => (metres / (6371008.8 * Math.PI)) * 180;
const base = worked.start;
const device = await deviceTokenFor(call, admin, robotId);
// 20 points 10 s apart, 10 m apart, boom on: 190 m applying, under 12 m of boom.
const reported = await app.inject({
  method: 'POST',
  url: `/api/machine/v1/machines/${robotId}/positions`,
  headers: { 'x-device-token': device },
  payload: {
    points: Array.from({ length: 20 }, (_, index) => ({
      time: new Date(base + index * 10_000).toISOString(),
      latitude: 41.6 + north(index * 10),
      longitude: -93.6,
      speed: 3.6,
      heading: 0,
      boomOn: true,
      rate: 50,
      workOrderId: order.cdOrdemServico,
    })),
  },
});
if (reported.statusCode !== 200) throw new Error(reported.body);
const executionKey = `${robotId}-${workedDay.replaceAll('-', '')}-${order.cdOrdemServico}`;

const manager = await call(admin, 'POST', '/api/funcionario', {
  code: 'RB-900',
  credential: 'BADGE-RB-900',
  name: 'Rhea Brandt',
  role: 'ROBOT_MANAGER',
  language: 'en',
  status: 'ACTIVE',
  licences: [
    { type: 'APPLICATOR', number: 'IA-RB-1', effectiveDate: '2020-01-01', expirationDate: '2099-12-31' },
    { type: 'APPLICATOR', number: 'IA-RB-2', effectiveDate: '2020-01-01', expirationDate: '2021-12-31' },
    { type: 'DICAMBA', number: 'IA-RB-3', effectiveDate: '2020-01-01', expirationDate: '2099-12-31' },
  ],
});
if (manager.statusCode !== 201) throw new Error(manager.body);
const managerRecord = manager.json<{ id: number; licences: { id: number; number: string }[] }>();
const licence = (number: string) => managerRecord.licences.find((item) => item.number === number)!.id;
await services.employees.setLicenceStatus(auth, managerRecord.id, licence('IA-RB-3'), 'DEACTIVATED');

const linkBody = (overrides: Record<string, unknown> = {}) => ({
  cdOrdemServico: order.cdOrdemServico,
  execucoes: [executionKey],
  funcionarioId: managerRecord.id,
  licencaId: licence('IA-RB-1'),
  assinatura: 'Rhea Brandt',
  ...overrides,
});

describe('robot executions', () => {
  it("lists the branch's executions of some days on POST /sgp-api/v2/{clientId}", async () => {
    const response = await call(admin, 'POST', `/api/sgp-api/v2/${client}`, {
      startDate: workedDay,
      endDate: workedDay,
    });
    expect(response.statusCode).toBe(200);
    const [execution] = response.json<TRobotExecution[]>();
    expect(execution).toMatchObject({
      id: executionKey,
      equipamentoId: robotId,
      date: workedDay,
      pointCount: 20,
      durationSeconds: 190,
      cdOrdemServico: order.cdOrdemServico,
      fieldId: order.fieldIds[0],
      linkId: null,
    });
    expect(execution!.applyingKm).toBeCloseTo(0.19, 3);
  });

  it('refuses a reversed range with 400 and another owner with 404', async () => {
    expect(
      (
        await call(admin, 'POST', `/api/sgp-api/v2/${client}`, {
          startDate: workedDay,
          endDate: '2000-01-01',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(otherAdmin, 'POST', `/api/sgp-api/v2/${client}`, {
          startDate: workedDay,
          endDate: workedDay,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pages executions on POST /sgp-api/lista-execucoes, linked or not', async () => {
    const page = await call(admin, 'POST', '/api/sgp-api/lista-execucoes', {
      startDate: workedDay,
      endDate: workedDay,
      linked: false,
      equipamentoIds: [robotId],
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ totalElements: 1, content: [{ id: executionKey }] });
    const other = await call(otherAdmin, 'POST', '/api/sgp-api/lista-execucoes', {
      startDate: workedDay,
      endDate: workedDay,
    });
    expect(other.json().totalElements).toBe(0);
  });

  it('reports one execution with its coverage and map shapes', async () => {
    const info = await call(admin, 'GET', `/api/v3/missao-execucao/relatorio-aplicacao/info/${executionKey}`);
    expect(info.statusCode).toBe(200);
    const figures = info.json<TRobotExecutionInfo>();
    expect(figures.widthMetres).toBe(12);
    // 190 m under a 12 m boom is about 0.23 ha.
    expect(figures.appliedArea).toBeGreaterThan(0.2);
    expect(figures.appliedArea).toBeLessThan(0.26);
    const line = (await call(admin, 'GET', `/api/v3/linha/${executionKey}/geojson`)).json();
    expect(line.geometry.coordinates).toHaveLength(20);
    const tile = (
      await call(admin, 'POST', `/api/v4/robot-tile/pulverization-robot/report/${executionKey}`)
    ).json();
    expect(tile.features[0].geometry.type).toMatch(/Polygon/);
    const box = (await call(admin, 'POST', `/api/v4/robot-sprayer/bbox/${executionKey}`)).json();
    expect(box.bbox[1]).toBeCloseTo(41.6, 6);
  });

  it('answers 404 for an execution of another owner or that never ran, 400 for a bad key', async () => {
    expect((await call(otherAdmin, 'GET', `/api/v3/linha/${executionKey}/geojson`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/v3/linha/${robotId}-20000101-0/geojson`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/v3/linha/robot/geojson')).statusCode).toBe(400);
  });

  it("reports a field's executions on POST /v4/robot/application-report/{clientId}/{unit}", async () => {
    const now = Math.floor(Date.now() / 1000);
    const body = { cdIdTalhao: order.fieldIds[0], startDate: now - 3600, endDate: now };
    const report = await call(
      admin,
      'POST',
      `/api/v4/robot/application-report/${client}/${auth.unitId}`,
      body,
    );
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ fieldId: order.fieldIds[0], durationSeconds: 190 });
    expect(report.json().executions).toHaveLength(1);
    const elsewhere = await call(
      otherAdmin,
      'POST',
      `/api/v4/robot/application-report/${otherAuth.ownerCode}/${otherAuth.unitId}`,
      body,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('robot work orders and links', () => {
  it('refuses a link without the permission with 403 and a bad body with 400', async () => {
    expect((await call(applicator, 'POST', '/api/robo/ordemservico/link', linkBody())).statusCode).toBe(403);
    expect(
      (await call(admin, 'POST', '/api/robo/ordemservico/link', linkBody({ execucoes: [] }))).statusCode,
    ).toBe(400);
  });

  it('refuses a licence that is expired or not active on the execution date, in the caller language', async () => {
    for (const number of ['IA-RB-2', 'IA-RB-3']) {
      const response = await call(
        admin,
        'POST',
        '/api/robo/ordemservico/link',
        linkBody({ licencaId: licence(number) }),
        {
          locale: '1',
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'robotLinkError',
        message: 'Erro ao salvar o vínculo entre a ordem de serviço e a execução',
      });
    }
    const english = await call(
      admin,
      'POST',
      '/api/robo/ordemservico/link',
      linkBody({ licencaId: licence('IA-RB-2') }),
    );
    expect(english.json().message).toBe('Error saving link between work order and execution');
    expect(english.json().details).toMatchObject({ reason: 'licenceNotValidOnExecutionDate' });
  });

  it('refuses an employee who is not a robot manager and an order of a group that is not a robot one', async () => {
    const operator = await call(admin, 'POST', '/api/funcionario', {
      code: 'OP-901',
      credential: 'BADGE-OP-901',
      name: 'Otto Paulsen',
      role: 'OPERATOR',
      language: 'en',
      status: 'ACTIVE',
      licences: [
        { type: 'APPLICATOR', number: 'IA-OP-1', effectiveDate: '2020-01-01', expirationDate: '2099-12-31' },
      ],
    });
    const record = operator.json<{ id: number; licences: { id: number }[] }>();
    const asOperator = await call(
      admin,
      'POST',
      '/api/robo/ordemservico/link',
      linkBody({ funcionarioId: record.id, licencaId: record.licences[0]!.id }),
    );
    expect(asOperator.json().details).toMatchObject({ reason: 'notRobotManager' });
    const plain = await buildWorkOrder(services, auth);
    const notRobot = await call(
      admin,
      'POST',
      '/api/robo/ordemservico/link',
      linkBody({ cdOrdemServico: plain.cdOrdemServico }),
    );
    expect(notRobot.json().details).toMatchObject({ reason: 'notRobotOrder' });
  });

  it("answers 404 for another owner's order or execution", async () => {
    expect((await call(otherAdmin, 'POST', '/api/robo/ordemservico/link', linkBody())).statusCode).toBe(404);
  });

  it('links an order to its execution, signed, and lists it with the link', async () => {
    const saved = await call(admin, 'POST', '/api/robo/ordemservico/save-by-execution', {
      execucaoId: executionKey,
      cdOrdemServico: order.cdOrdemServico,
      funcionarioId: managerRecord.id,
      licencaId: licence('IA-RB-1'),
      assinatura: 'Rhea Brandt',
    });
    expect(saved.statusCode).toBe(200);
    const link = saved.json<TRobotLink>();
    expect(link).toMatchObject({
      cdOrdemServico: order.cdOrdemServico,
      execucoes: [executionKey],
      employeeName: 'Rhea Brandt',
      licence: { number: 'IA-RB-1' },
      assinatura: 'Rhea Brandt',
      linkedBy: expect.any(String),
      version: 1,
    });
    const list = await call(admin, 'GET', '/api/robo/ordemservico?size=50');
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ content: TRobotWorkOrder[] }>().content;
    expect(rows.map((row) => row.cdOrdemServico)).toEqual([order.cdOrdemServico]);
    expect(rows[0]!.link?.id).toBe(link.id);
    const executions = await call(admin, 'POST', `/api/sgp-api/v2/${client}`, {
      startDate: workedDay,
      endDate: workedDay,
    });
    expect(executions.json()[0].linkId).toBe(link.id);
    const again = await call(admin, 'POST', '/api/robo/ordemservico/link', linkBody());
    expect(again.json().version).toBe(2);
    expect((await call(otherAdmin, 'GET', '/api/robo/ordemservico')).json().totalElements).toBe(0);
    expect((await call(admin, 'DELETE', `/api/robo/ordemservico/link/${link.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/robo/ordemservico/link/${link.id}`)).statusCode).toBe(404);
  });

  it('lists the robot managers on GET /funcionario/cargo-robo', async () => {
    const managers = (await call(admin, 'GET', '/api/funcionario/cargo-robo')).json<{ name: string }[]>();
    expect(managers.map((employee) => employee.name)).toContain('Rhea Brandt');
  });
});

describe('the robot group rule', () => {
  it('refuses an order of a robot group with two fields with 400', async () => {
    const first = await buildField(services, auth);
    const second = await buildField(services, auth, { farmId: first.farmId });
    const body = {
      description: 'Two fields for a robot',
      timing: 'PREPLANT',
      applicationType: 'MIX',
      growerId: first.growerId,
      farmId: first.farmId,
      fieldIds: [first.id, second.id],
      equipmentGroupId: robotGroup.id,
      products: order.products.map((line) => ({
        productId: line.productId,
        rate: line.rate,
        rateUnit: line.rateUnit,
      })),
    };
    const refused = await call(admin, 'POST', '/api/ordemservicos', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'robotGroupOneField', details: [{ path: 'fieldIds' }] });
    expect((await call(admin, 'POST', '/api/ordemservicos?breakFields=true', body)).statusCode).toBe(201);
    const splitting = await call(admin, 'POST', '/api/ordemservicos', {
      ...body,
      equipmentGroupId: splittingGroup.id,
    });
    expect(splitting.statusCode).toBe(201);
  });

  it('refuses to plan a two-field order on a robot group that stopped making individual orders with 400', async () => {
    const setIndividual = (value: boolean) =>
      testApp.database.db
        .update(equipmentGroups)
        .set({ individualOrdersPerField: value })
        .where(eq(equipmentGroups.id, robotGroup.id));
    const first = await buildField(services, auth);
    const second = await buildField(services, auth, { farmId: first.farmId });
    await setIndividual(true);
    const twoFields = await buildWorkOrder(services, auth, {
      fieldIds: [first.id, second.id],
      farmId: first.farmId,
      growerId: first.growerId,
      equipmentGroupId: robotGroup.id,
    });
    await setIndividual(false);
    const response = await call(admin, 'POST', '/api/planejamento-ordem-servico/v2/alocar-ordem', {
      configuracaoId: robotGroup.id,
      equipamentoId: robotId,
      ordensId: [twoFields.cdOrdemServico],
      dataDesejada: localDateOf(new Date(), robotGroup.timeZone),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'robotGroupOneField' });
  });
});

describe("the robot order list's byColumn and orderBy", () => {
  // Made here, not at the top: the link test above counts the branch's robot orders.
  let north: TRobotWorkOrder;
  let south: TRobotWorkOrder;
  beforeAll(async () => {
    const made = (description: string) =>
      buildWorkOrder(services, auth, { equipmentGroupId: splittingGroup.id, description });
    north = (await made('Weeding pass soybeans north')) as unknown as TRobotWorkOrder;
    south = (await made('Weeding pass soybeans south')) as unknown as TRobotWorkOrder;
  });
  const list = async (query: string) => {
    const response = await call(admin, 'GET', `/api/robo/ordemservico?size=50&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ content: TRobotWorkOrder[]; totalElements: number }>();
  };

  it('sorts by the column orderBy names, descending with ascending=false', async () => {
    const descending = (await list('orderBy=description&ascending=false')).content.map(
      (row) => row.description,
    );
    expect(descending).toEqual([...descending].sort().reverse());
    expect(descending.indexOf(south.description)).toBeLessThan(descending.indexOf(north.description));
    const ascending = (await list('orderBy=cdOrdemServico')).content.map((row) => row.cdOrdemServico);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('keeps the orders whose byColumn contains the filter text, any case', async () => {
    const page = await list('byColumn=description&filter=PASS%20SOYBEANS');
    expect(page.content.map((row) => row.cdOrdemServico).sort()).toEqual(
      [north.cdOrdemServico, south.cdOrdemServico].sort(),
    );
    expect(page.totalElements).toBe(2);
    const byGrower = await list(`byColumn=growerName&filter=${encodeURIComponent(north.growerName)}`);
    expect(byGrower.content.map((row) => row.cdOrdemServico)).toContain(north.cdOrdemServico);
    expect(byGrower.content.map((row) => row.cdOrdemServico)).not.toContain(south.cdOrdemServico);
    expect((await list('byColumn=description&filter=no%20such%20order')).totalElements).toBe(0);
  });

  it('refuses a column it cannot sort or filter by with 400', async () => {
    const sort = await call(admin, 'GET', '/api/robo/ordemservico?orderBy=password');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe('Cannot sort by password');
    const filter = await call(admin, 'GET', '/api/robo/ordemservico?byColumn=assinatura&filter=x');
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toBe('Cannot filter by assinatura');
  });

  it("shows another owner none of the branch's robot orders, filtered or not", async () => {
    const response = await call(
      otherAdmin,
      'GET',
      '/api/robo/ordemservico?byColumn=description&filter=weeding',
    );
    expect(response.json().totalElements).toBe(0);
  });
});
