import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { createTestApp } from '../../../test/test-app';
import { TASKDATA_PATH, buildTaskDataXml } from './taskdata';

const { call, login } = await createTestApp({ secondOwner: true });
const token = await login('dispatcher');

function parse(xml: string) {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const all = (name: string) => Array.from(document.getElementsByTagName(name)) as unknown as Element[];
  return { root: document.documentElement!, all };
}

function readZip(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  expect(Object.keys(files)).toEqual([TASKDATA_PATH]);
  return parse(new TextDecoder().decode(files[TASKDATA_PATH]));
}

async function someOrder() {
  const page = (await call(token, 'GET', '/api/ordemservicos?size=50&sort=id,asc')).json() as {
    content: {
      cdOrdemServico: number;
      description: string;
      growerName: string;
      farmName: string;
      fieldNames: string[];
    }[];
  };
  const order = page.content.find((row) => row.fieldNames.length > 0)!;
  expect(order).toBeDefined();
  return order;
}

describe('ISO 11783-10 TaskData', () => {
  it('exports one ticket as a zip holding TASKDATA/TASKDATA.XML with version 4 and Tramline as the software', async () => {
    const order = await someOrder();
    const response = await call(token, 'GET', `/api/ordemservicos/${order.cdOrdemServico}/taskdata`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toContain('application/zip');
    expect(response.headers['content-disposition']).toContain(`TASKDATA-${order.cdOrdemServico}.zip`);
    const { root } = readZip(response.rawPayload);
    expect(root.tagName).toBe('ISO11783_TaskData');
    expect(root.getAttribute('VersionMajor')).toBe('4');
    expect(root.getAttribute('DataTransferOrigin')).toBe('1');
    expect(root.getAttribute('ManagementSoftwareManufacturer')).toBe('Tramline');
  });

  it('holds the grower, farm, fields with boundary polygons and area, products and a planned task referencing them', async () => {
    const order = await someOrder();
    const record = (await call(token, 'GET', `/api/ordemservicos/${order.cdOrdemServico}`)).json() as {
      fieldIds: number[];
      products: { productId: number; rate: number; typeProduct: string | null }[];
    };
    const { all } = readZip(
      (await call(token, 'GET', `/api/ordemservicos/${order.cdOrdemServico}/taskdata`)).rawPayload,
    );

    const ids = ['CTR', 'FRM', 'PFD', 'PDT', 'TSK', 'VPN'].flatMap((name) =>
      all(name).map((element) => element.getAttribute('A')!),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set(ids);

    expect(all('CTR').map((element) => element.getAttribute('B'))).toContain(order.growerName.slice(0, 32));
    expect(all('FRM').map((element) => element.getAttribute('B'))).toContain(order.farmName.slice(0, 32));
    for (const farm of all('FRM')) expect(known.has(farm.getAttribute('I')!)).toBe(true);

    const partfields = all('PFD');
    expect(partfields.map((element) => element.getAttribute('A'))).toEqual(
      record.fieldIds.map((id) => `PFD${id}`),
    );
    for (const partfield of partfields) {
      expect(Number(partfield.getAttribute('D'))).toBeGreaterThan(0);
      expect(known.has(partfield.getAttribute('E')!)).toBe(true);
      expect(known.has(partfield.getAttribute('F')!)).toBe(true);
    }
    const polygon = partfields[0]!.getElementsByTagName('PLN')[0]!;
    expect(polygon.getAttribute('A')).toBe('1');
    const ring = polygon.getElementsByTagName('LSG')[0]!;
    expect(ring.getAttribute('A')).toBe('1');
    const points = Array.from(ring.getElementsByTagName('PNT'));
    expect(points.length).toBeGreaterThanOrEqual(4);
    for (const point of points) {
      expect(point.getAttribute('C')).toMatch(/^-?\d+\.\d{9}$/);
      expect(point.getAttribute('D')).toMatch(/^-?\d+\.\d{9}$/);
    }
    // Central Iowa: latitude about 42 N, longitude about 93.6 W (C is north, D is east).
    expect(Number(points[0]!.getAttribute('C'))).toBeCloseTo(42, 0);
    expect(Number(points[0]!.getAttribute('D'))).toBeLessThan(-90);

    expect(
      all('PDT')
        .map((element) => element.getAttribute('A'))
        .sort(),
    ).toEqual([...new Set(record.products.map((line) => `PDT${line.productId}`))].sort());
    const [task] = all('TSK');
    expect(task!.getAttribute('A')).toBe(`TSK${order.cdOrdemServico}`);
    expect(task!.getAttribute('G')).toBe('1');
    for (const reference of ['C', 'D', 'E']) expect(known.has(task!.getAttribute(reference)!)).toBe(true);
    const setPoints = Array.from(task!.getElementsByTagName('PDV'));
    expect(setPoints.length).toBeGreaterThan(0);
    for (const setPoint of setPoints) {
      expect(known.has(setPoint.getAttribute('C')!)).toBe(true);
      expect(known.has(setPoint.getAttribute('E')!)).toBe(true);
    }
  });

  it('answers 404 for another tenant’s ticket', async () => {
    const order = await someOrder();
    const other = await login('demo', { owner: 'other' });
    const response = await call(other, 'GET', `/api/ordemservicos/${order.cdOrdemServico}/taskdata`);
    expect(response.statusCode).toBe(404);
  });

  it('writes set-point rates in the DDI units (volume, mass, count per area) and interior rings as LSG type 2', () => {
    const xml = buildTaskDataXml({
      customers: [{ id: 1, name: 'Grower' }],
      farms: [{ id: 2, name: 'Farm', customerId: 1 }],
      fields: [
        {
          id: 3,
          name: 'Field',
          code: null,
          customerId: 1,
          farmId: 2,
          areaHectares: 1.5,
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-93.6, 42],
                [-93.59, 42],
                [-93.59, 42.01],
                [-93.6, 42],
              ],
              [
                [-93.598, 42.002],
                [-93.597, 42.002],
                [-93.597, 42.003],
                [-93.598, 42.002],
              ],
            ],
          },
        },
      ],
      products: [
        { id: 4, name: 'Glyphosate', kind: 'LIQUID', isBlend: false },
        { id: 5, name: 'Potash', kind: 'DRY', isBlend: false },
        { id: 7, name: 'Corn seed', kind: 'SEED', isBlend: false },
      ],
      tasks: [
        {
          id: 6,
          designator: 'Order',
          customerId: 1,
          farmId: 2,
          fieldId: 3,
          lines: [
            { productId: 4, ratePerHectare: 2.5 },
            { productId: 5, ratePerHectare: 150 },
            { productId: 7, ratePerHectare: 80_000 },
          ],
        },
      ],
    });
    const { all } = parse(xml);
    expect(all('PFD')[0]!.getAttribute('D')).toBe('15000');
    expect(all('LSG').map((element) => element.getAttribute('A'))).toEqual(['1', '2']);
    // 2.5 l/ha = 250 mm³/m² (DDI 1); 150 kg/ha = 15000 mg/m² (DDI 6); 80,000 seeds/ha = 8000 × 0.001/m² (DDI 11).
    expect(all('PDV').map((element) => [element.getAttribute('A'), element.getAttribute('B')])).toEqual([
      ['0001', '250'],
      ['0006', '15000'],
      ['000B', '8000'],
    ]);
    expect(all('VPN').map((element) => element.getAttribute('E'))).toEqual(['l/ha', 'kg/ha', 'seeds/ha']);
  });
});
