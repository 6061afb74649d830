import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLAN_SUMMARY,
  ZWorkOrderSheet,
  type TWorkOrderListRow,
  type TWorkOrderSummary,
} from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { buildField, buildProduct, buildWorkOrder } from '../../test/factories';
import { instantAt } from '../../calendar/calendar';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('demo');
const auth = (await services.auth.authenticate(token))!;

/** The text a PDF shows: its content streams inflated, the hex and literal strings of their text operators decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  // Each stream read by its declared length: compressed bytes may end in a line break themselves.
  const streams = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const data = raw.slice(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      content = data;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
      parts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    for (const literal of content.matchAll(/\((.*?)\)\s*Tj/g)) parts.push(literal[1]!);
  }
  return parts.join('');
}

/** Pages of a PDF: its page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** en-us is language 3, pt-br 1 (the `locale` header). */
const LANGUAGE = { 'en-us': '3', 'en-ca': '4', 'pt-br': '1' } as const;
const pdfOf = (id: number, language: keyof typeof LANGUAGE, caller = token) =>
  call(caller, 'GET', `/api/ordemservicos/${id}/pdf`, undefined, { locale: LANGUAGE[language] });

const page = (await call(token, 'GET', '/api/ordemservicos?category=active&size=200&sort=id,asc')).json<{
  content: TWorkOrderListRow[];
}>();
const demoOrder = page.content.find((row) => row.vlOrdemServico !== null && row.fieldNames.length > 0)!;

// A scheduled order: a product with its label's intervals, an applicator, a sensitive site a few
// hundred feet from the field and another far away, and the group's active plan for a day.
const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.active)!.id,
);
const member = spray.equipments[0]!;
const machineName = (await services.equipment.get(auth, member.cdEquipamento)).name;
const localDate = '2031-06-12';
const [employee] = (await services.employees.list(auth, { page: 0, size: 1, status: 'ACTIVE' })).content;
const labelled = await buildProduct(services, auth, {
  descProduct: 'Label Test 4L',
  epa: '100-9999',
  reEntryHours: 24,
  preHarvestDays: 45,
});
const unlabelled = await buildProduct(services, auth, { descProduct: 'Plain Adjuvant' });
const field = await buildField(services, auth, { name: 'Hazard Quarter' });
const [, south, east, north] = field.bbox!;
const middle = (south + north) / 2;
/** Degrees of longitude per metre at the field. */
const lonPerMetre = 1 / (111_320 * Math.cos((middle * Math.PI) / 180));
const site = (name: string, metresEast: number, note: string) =>
  services.sensitiveSites.create(auth, {
    name,
    kind: 'apiary',
    note,
    geometry: { type: 'Point', coordinates: [east + metresEast * lonPerMetre, middle] },
    radiusMeters: 10,
    bufferMeters: 50,
  });
await site('Hives by the creek', 150, 'Call the keeper before spraying');
await site('Distant Hives', 5000, '');
const scheduled = await buildWorkOrder(services, auth, {
  growerId: field.growerId,
  farmId: field.farmId,
  fieldIds: [field.id],
  equipmentGroupId: spray.id,
  applicatorId: employee!.id,
  carrierRate: 100,
  plannedStart: instantAt('2031-06-09', 8 * 60, spray.timeZone).toISOString(),
  products: [
    { productId: labelled.id, rate: 2, rateUnit: 'l' },
    { productId: unlabelled.id, rate: 0.5, rateUnit: 'l' },
  ],
});
const plain = await buildWorkOrder(services, auth, {
  plannedStart: instantAt('2031-06-20', 8 * 60, spray.timeZone).toISOString(),
  products: [{ productId: unlabelled.id, rate: 1, rateUnit: 'l' }],
});
const start = instantAt(localDate, 9 * 60, spray.timeZone);
await database.db.transaction((tx) =>
  services.plans.saveOptimisedDay(tx, auth, {
    groupId: spray.id,
    localDate,
    processHash: 'd'.repeat(32),
    machines: [
      {
        equipmentId: member.cdEquipamento,
        workingStart: null,
        workingEnd: null,
        overtimeEnd: null,
        items: [
          {
            kind: 'order',
            workOrderId: scheduled.cdOrdemServico,
            plannedStart: start,
            plannedEnd: new Date(start.getTime() + 3_600_000),
            travelSeconds: 600,
            cleaningSeconds: 0,
            appliedSeconds: 3600,
            areaHectares: 30,
            volume: 3000,
            batches: 3,
          },
        ],
        activities: [],
        summary: { ...EMPTY_PLAN_SUMMARY, orderCount: 1, equipmentCount: 1 },
      },
    ],
  }),
);
const loads = (await services.loads.ofOrder(
  auth,
  { id: scheduled.cdOrdemServico, groupId: spray.id },
  localDate,
))!;

describe('work orders: PDF for the applicator', () => {
  it('answers a PDF attachment named with the ticket, holding the ticket, fields, products and limits (200)', async () => {
    const response = await pdfOf(demoOrder.cdOrdemServico, 'en-us');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="work-order-${demoOrder.vlOrdemServico}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`#${demoOrder.vlOrdemServico}`);
    expect(text).toContain('Work order');
    expect(text).toContain(demoOrder.fieldNames[0]!);
    expect(text).toContain(demoOrder.productNames[0]!);
    expect(text).toContain('Safety limits');
    // Iowa is an imperial branch: acres on the sheet.
    expect(text).toMatch(/ac\)/);
  });

  it("writes the texts in the caller's language and keeps the branch's units", async () => {
    const response = await pdfOf(demoOrder.cdOrdemServico, 'pt-br');
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Ordem de serviço');
    expect(text).toContain('Limites de segurança');
    expect(text).toMatch(/ac\)/);
  });

  it('shows a scheduled order as the schedule holds it: day, machine, operator and the loads', async () => {
    expect(loads.length).toBe(3);
    const text = pdfText((await pdfOf(scheduled.cdOrdemServico, 'en-us')).rawPayload);
    expect(text).toContain('Scheduled');
    expect(text).not.toContain('Ready');
    expect(text).toContain('Scheduled date06/12/2031');
    // The planned start the order was created with is not the day it will be applied.
    expect(text).not.toContain('06/09/2031');
    expect(text).toContain(`Machine${machineName}`);
    expect(text).toContain(`Operator${employee!.name}`);
    // Three equal loads share a line: each 10 ha (24.71 ac), 20 l (5.3 gal) and 5 l (1.3 gal) of
    // product in 1,000 l (264.2 gal) of tank, less the products.
    expect(text).toContain('Loads');
    expect(text).toContain(`1-3 / 3${machineName}24.71 ac5.3 gal1.3 gal`);
    expect(text).not.toContain('Not in a schedule yet');
  });

  it("shows each product's registration number, re-entry and pre-harvest intervals", async () => {
    const text = pdfText((await pdfOf(scheduled.cdOrdemServico, 'en-us')).rawPayload);
    expect(text).toContain('Registration no.');
    expect(text).toContain('Label Test 4L100-9999');
    expect(text).toContain('24 h45 d');
    // A product whose label intervals are not recorded sends the reader to the label.
    expect(text).toMatch(/Plain Adjuvant-.*See labelSee label/);
  });

  it('lists the sensitive sites near the fields with their notes, not the distant ones', async () => {
    const text = pdfText((await pdfOf(scheduled.cdOrdemServico, 'en-us')).rawPayload);
    expect(text).toContain('Field hazards and notes');
    expect(text).toContain('Hazard QuarterHives by the creekApiary');
    expect(text).toContain('Call the keeper before spraying');
    expect(text).not.toContain('Distant Hives');
  });

  it('gives the sheet the browser prints the same sensitive sites, with kind, distance, buffer and note', async () => {
    const response = await call(
      token,
      'GET',
      `/api/documento-ordemservico/find-by-ordemservico/${scheduled.cdOrdemServico}`,
    );
    expect(response.statusCode).toBe(200);
    const { hazards } = ZWorkOrderSheet.parse(response.json());
    const names = hazards.map((hazard) => hazard.breach.site.name);
    expect(names).not.toContain('Distant Hives');
    expect(hazards).toContainEqual({
      fieldName: 'Hazard Quarter',
      breach: {
        site: expect.objectContaining({
          name: 'Hives by the creek',
          kind: 'apiary',
          note: 'Call the keeper before spraying',
        }),
        distanceMeters: expect.closeTo(150 - 10, -1),
        bufferMeters: 50,
      },
    });
  });

  it('gives the sheet the browser prints the schedule and the loads the PDF prints', async () => {
    const sheet = ZWorkOrderSheet.parse(
      (
        await call(
          token,
          'GET',
          `/api/documento-ordemservico/find-by-ordemservico/${scheduled.cdOrdemServico}`,
        )
      ).json(),
    );
    expect(sheet.schedule).toEqual({ dayState: 'SCHEDULED', plannedDate: localDate, machineName });
    expect(
      sheet.loads.map((load) => [load.loadNumber, load.loadCount, load.equipmentName, load.area]),
    ).toEqual(loads.map((load) => [load.loadNumber, load.loadCount, machineName, 10]));
    expect(sheet.loads[0]!.compartments).toEqual(loads[0]!.compartments);
  });

  it('gives the sheet of an order no plan holds its planned state and no loads', async () => {
    const sheet = ZWorkOrderSheet.parse(
      (
        await call(token, 'GET', `/api/documento-ordemservico/find-by-ordemservico/${plain.cdOrdemServico}`)
      ).json(),
    );
    expect(sheet.schedule).toEqual({ dayState: 'READY', plannedDate: '2031-06-20', machineName: null });
    expect(sheet.loads).toEqual([]);
  });

  it('leaves blanks for the observed weather, the times, the signature and the licence', async () => {
    const text = pdfText((await pdfOf(scheduled.cdOrdemServico, 'en-us')).rawPayload);
    for (const blank of [
      'Wind speed (mph)',
      'Wind direction',
      'Temperature (°F)',
      'Humidity (%)',
      'Start time',
      'End time',
      "Applicator's signature",
      'License no.',
    ])
      expect(text).toContain(blank);
  });

  it('spells the licence the Canadian way in en-ca and the US way in en-us', async () => {
    const canadian = pdfText((await pdfOf(scheduled.cdOrdemServico, 'en-ca')).rawPayload);
    expect(canadian).toContain('Licence no.');
    expect(canadian).not.toContain('License no.');
  });

  it('writes the same sheet in Portuguese', async () => {
    const text = pdfText((await pdfOf(scheduled.cdOrdemServico, 'pt-br')).rawPayload);
    expect(text).toContain('Programada');
    expect(text).toContain('Data programada12/06/2031');
    expect(text).toContain(`Máquina${machineName}`);
    expect(text).toContain(`Operador${employee!.name}`);
    expect(text).toContain('Carência (PHI)');
    expect(text).toContain('Ver rótulo');
    expect(text).toContain('Riscos e notas do talhão');
    expect(text).toContain('Apiário');
    expect(text).toContain('Assinatura do aplicador');
    expect(text).toContain('Velocidade do vento (mph)');
  });

  it('shows a ready order with its planned times and no loads, in both languages', async () => {
    const english = pdfText((await pdfOf(plain.cdOrdemServico, 'en-us')).rawPayload);
    expect(english).toContain('Ready');
    expect(english).toContain('Planned start06/20/2031');
    expect(english).not.toContain('Scheduled date');
    expect(english).toContain('Not in a schedule yet');
    expect(english).toContain('No sensitive site recorded near the fields.');
    const portuguese = pdfText((await pdfOf(plain.cdOrdemServico, 'pt-br')).rawPayload);
    expect(portuguese).toContain('Pronta');
    expect(portuguese).toContain('Início previsto20/06/2031');
    expect(portuguese).toContain('Ainda fora de um plano');
  });

  it("prints the demo's ordinary orders and a scheduled one on one page each", async () => {
    const ordinary = page.content.filter((row: TWorkOrderSummary) => row.fieldNames.length <= 3);
    expect(ordinary.length).toBeGreaterThan(20);
    for (const row of [...ordinary, scheduled]) {
      const pages = pageCount((await pdfOf(row.cdOrdemServico, 'en-us')).rawPayload);
      expect({ order: row.cdOrdemServico, pages }).toEqual({ order: row.cdOrdemServico, pages: 1 });
    }
  }, 120_000);

  it("answers 404 for another tenant's order", async () => {
    const other = await login('demo', { owner: 'other' });
    expect((await pdfOf(demoOrder.cdOrdemServico, 'en-us', other)).statusCode).toBe(404);
  });
});
