import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

type TProductBody = {
  id: number;
  descProduct: string;
  status: string;
  version: number;
  isBlend: boolean;
  missingWeather: string[];
  vlVelocWindMin: number | null;
  vlVelocWindMax: number | null;
  vlTemperatureMax: number | null;
  sunRule: boolean;
  analysis: Record<string, number>;
  components: { productId: number; rate: number }[];
  licenceRequired: string;
  crops: { id: number; name: string }[];
};

const iowa = demo.ids.productsIowa!;
const list = async (query = '') =>
  (await call(admin, 'GET', `/api/produtos?size=100${query}`)).json<{
    content: TProductBody[];
    totalElements: number;
  }>();
const byName = async (name: string) =>
  (await list()).content.find((product) => product.descProduct === name)!;

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  descProduct: 'Liberty 280 SL',
  typeProduct: 'LIQUID',
  epa: '264-829',
  rateUnit: 'fl oz',
  vlVelocWindMin: 4.8,
  vlVelocWindMax: 16.1,
  vlTemperatureMin: 10,
  vlTemperatureMax: 32,
  vlHumidityMin: 40,
  vlHumidityMax: 100,
  rainFreeHours: 4,
  sprayVolumeMin: 140,
  sprayVolumeMax: 280,
  density: 1.14,
  ...overrides,
});

describe('GET /api/produtos', () => {
  it('lists the active products of the branch by default, with blends', async () => {
    const page = await list();
    expect(page.totalElements).toBe(iowa.length);
    expect(page.content.every((product) => product.status === 'ACTIVE')).toBe(true);
    expect(page.content.filter((product) => product.isBlend).map((product) => product.descProduct)).toEqual([
      'Fall P&K Blend 4-21-36',
      'Xtend Post Tank Mix',
    ]);
  });

  it("keeps dicamba's strict label limits in SI: wind 3-10 mph as km/h, 95 °F as 35 °C, the sun rule", async () => {
    const dicamba = await byName('XtendiMax with VaporGrip Technology');
    expect(dicamba.vlVelocWindMin).toBeCloseTo(4.828, 3);
    expect(dicamba.vlVelocWindMax).toBeCloseTo(16.093, 3);
    expect(dicamba.vlTemperatureMax).toBeCloseTo(35, 6);
    expect(dicamba.sunRule).toBe(true);
    expect(dicamba.crops.map((crop) => crop.name)).toEqual(['Soybean']);
  });

  it('keeps missing weather limits null and names them as SEM_VENTO / SEM_TEMPERATURA / SEM_UMIDADE', async () => {
    expect((await byName('Callisto')).missingWeather).toEqual(['SEM_VENTO', 'SEM_TEMPERATURA']);
    expect((await byName('AAtrex 4L')).missingWeather).toEqual(['SEM_UMIDADE']);
    // Zero is a limit, not a missing one.
    expect((await byName('UAN 32% Liquid Nitrogen')).vlVelocWindMin).toBe(0);
    expect((await byName('UAN 32% Liquid Nitrogen')).missingWeather).toEqual([]);
  });

  it("takes the spec's filter, order and ascending as well as search and sort", async () => {
    const found = (await call(admin, 'GET', '/api/produtos?filter=roundup')).json();
    expect(found.content.map((product: TProductBody) => product.descProduct)).toEqual(['Roundup PowerMAX 3']);
    const ordered = (
      await call(admin, 'GET', '/api/produtos?order=descProduct&ascending=false&size=1')
    ).json();
    expect(ordered.content[0].descProduct).toBe('XtendiMax with VaporGrip Technology');
    expect((await call(admin, 'GET', '/api/produtos?sort=density,asc')).statusCode).toBe(400);
  });

  it('answers the short forms: all, all-simple-filter, all-with-filter-without-blend', async () => {
    const all = (await call(admin, 'GET', '/api/produtos/all')).json();
    expect(all).toHaveLength(iowa.length);
    const simple = (await call(admin, 'GET', '/api/produtos/all-simple-filter?filter=tank')).json();
    expect(simple.map((product: TProductBody) => product.descProduct)).toEqual(['Xtend Post Tank Mix']);
    const withoutBlend = (
      await call(admin, 'GET', '/api/produtos/all-with-filter-without-blend?filter=tank')
    ).json();
    expect(withoutBlend).toEqual([]);
  });

  it('answers the product types, crops, varieties of a crop and growth stages', async () => {
    expect((await call(admin, 'GET', '/api/tipoproduto/all')).json()).toEqual([
      { id: 1, code: 'LIQUID' },
      { id: 2, code: 'DRY' },
      { id: 3, code: 'AMMONIA' },
      { id: 4, code: 'SEED' },
    ]);
    const crops = (await call(admin, 'GET', '/api/culturas/all')).json();
    expect(crops.map((crop: { name: string }) => crop.name)).toEqual(['Corn', 'Cotton', 'Soybean', 'Wheat']);
    const soybean = crops.find((crop: { code: string }) => crop.code === 'SOYBEAN');
    const varieties = (await call(admin, 'GET', `/api/variedades/allByCulture/${soybean.id}`)).json();
    expect(varieties.map((variety: { name: string }) => variety.name)).toContain('Asgrow AG30XF2');
    const stages = (await call(admin, 'GET', '/api/estagios/all')).json();
    expect(
      stages
        .filter((stage: { cropId: number }) => stage.cropId === soybean.id)
        .map((stage: { code: string }) => stage.code),
    ).toEqual(['VE', 'VC', 'V1', 'V3', 'R1', 'R3', 'R5', 'R7']);
  });
});

describe('product records', () => {
  it('creates with every field of the spec, reads, edits and restores', async () => {
    const crops = (await call(admin, 'GET', '/api/culturas')).json();
    const created = await call(
      admin,
      'POST',
      '/api/produtos',
      newProduct({ cropIds: [crops[0].id], ean: '7891234567895', gtin: '00012345678905', sunRule: true }),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json<TProductBody>();
    expect(product).toMatchObject({
      descProduct: 'Liberty 280 SL',
      version: 1,
      sunRule: true,
      crops: [{ name: 'Corn' }],
    });
    const saved = await call(
      admin,
      'POST',
      '/api/produtos/create_update',
      newProduct({ id: product.id, version: 1, descProduct: 'Liberty ULTRA' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ descProduct: 'Liberty ULTRA', version: 2 });
    expect((await call(admin, 'DELETE', `/api/produtos/delete/${product.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/produtos/findOne/${product.id}`)).json().status).toBe('DELETED');
    const listed = (await call(admin, 'GET', '/api/produtos?status=D')).json();
    expect(listed.content.map((row: TProductBody) => row.id)).toEqual([product.id]);
    const restored = await call(admin, 'POST', `/api/produtos/${product.id}/restore`);
    expect(restored.json().status).toBe('ACTIVE');
  });

  it('stores the licence an applicator needs (none by default, applicator, dicamba) and refuses others, 400', async () => {
    expect((await byName('XtendiMax with VaporGrip Technology')).licenceRequired).toBe('DICAMBA');
    expect((await byName('Roundup PowerMAX 3')).licenceRequired).toBe('NONE');
    const created = await call(admin, 'POST', '/api/produtos', newProduct({ descProduct: 'Gramoxone 2.0' }));
    expect(created.statusCode).toBe(201);
    const product = created.json<TProductBody>();
    expect(product.licenceRequired).toBe('NONE');
    const saved = await call(
      admin,
      'POST',
      '/api/produtos/create_update',
      newProduct({ id: product.id, version: 1, descProduct: 'Gramoxone 2.0', licenceRequired: 'APPLICATOR' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().licenceRequired).toBe('APPLICATOR');
    expect((await call(admin, 'GET', `/api/produtos/findOne/${product.id}`)).json().licenceRequired).toBe(
      'APPLICATOR',
    );
    const refused = await call(
      admin,
      'POST',
      '/api/produtos',
      newProduct({ descProduct: 'Gramoxone 3.0', licenceRequired: 'PILOT' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((detail: { path: string }) => detail.path)).toContain(
      'body.licenceRequired',
    );
  });

  it('refuses a maximum wind below the minimum with the spec message, 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/produtos',
      newProduct({ vlVelocWindMin: 16, vlVelocWindMax: 5 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'body.vlVelocWindMax',
      code: 'speedOrder',
      message: 'Maximum speed must be greater than minimum',
    });
  });

  it('refuses inverted humidity, temperature and spray volume ranges and out-of-range humidity with 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/produtos',
      newProduct({
        vlHumidityMin: 90,
        vlHumidityMax: 40,
        vlTemperatureMin: 30,
        vlTemperatureMax: 5,
        sprayVolumeMin: 300,
        sprayVolumeMax: 100,
      }),
    );
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(['body.vlHumidityMax', 'body.vlTemperatureMax', 'body.sprayVolumeMax']);
    const humid = await call(admin, 'POST', '/api/produtos', newProduct({ vlHumidityMax: 120 }));
    expect(humid.json().details[0]).toMatchObject({ path: 'body.vlHumidityMax', code: 'lessOrEqual' });
  });

  it('requires a name, type and rate unit, limits the name to 120 characters and checks barcodes, 400', async () => {
    const empty = await call(admin, 'POST', '/api/produtos', {});
    expect(empty.json().details.map((detail: { path: string }) => detail.path)).toEqual(
      expect.arrayContaining(['body.descProduct', 'body.typeProduct', 'body.rateUnit']),
    );
    const long = await call(admin, 'POST', '/api/produtos', newProduct({ descProduct: 'x'.repeat(121) }));
    expect(long.json().details[0]).toMatchObject({ code: 'maxLength', message: 'Max length 120 characters' });
    const ean = await call(admin, 'POST', '/api/produtos', newProduct({ ean: '12345' }));
    expect(ean.json().details[0]).toMatchObject({ path: 'body.ean', code: 'productBarcodeFormat' });
    const negative = await call(admin, 'POST', '/api/produtos', newProduct({ rainFreeHours: -1 }));
    expect(negative.json().details[0]).toMatchObject({ path: 'body.rainFreeHours', code: 'negative' });
  });

  it("keeps the label's re-entry and pre-harvest intervals and refuses negative ones, 400", async () => {
    const created = await call(
      admin,
      'POST',
      '/api/produtos',
      newProduct({ descProduct: 'Dual II Magnum', reEntryHours: 48, preHarvestDays: 30 }),
    );
    expect(created.statusCode).toBe(201);
    const read = await call(admin, 'GET', `/api/produtos/findOne/${created.json().id}`);
    expect(read.json()).toMatchObject({ reEntryHours: 48, preHarvestDays: 30 });
    const negative = await call(admin, 'POST', '/api/produtos', newProduct({ preHarvestDays: -1 }));
    expect(negative.json().details[0]).toMatchObject({ path: 'body.preHarvestDays', code: 'negative' });
  });

  it('refuses an unknown crop with 400', async () => {
    const response = await call(admin, 'POST', '/api/produtos', newProduct({ cropIds: [999_999] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'cropNotFound' });
  });

  it('names the number of work orders when refusing to delete a used product, 409, and keeps it active', async () => {
    const product = (
      await call(admin, 'POST', '/api/produtos', newProduct({ descProduct: 'Used product' }))
    ).json<TProductBody>();
    app.services.products.usage.register(
      'testUsage',
      async ({ ids }) => new Map(ids.filter((id) => id === product.id).map((id) => [id, 3])),
    );
    const response = await call(admin, 'DELETE', `/api/produtos/${product.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'productInUse',
      message: 'This product is in use in 3 work orders and cannot be deleted',
    });
    const portuguese = await call(admin, 'DELETE', `/api/produtos/${product.id}`, undefined, { locale: '1' });
    expect(portuguese.json().message).toBe(
      'Este produto está em uso em 3 ordens de serviço e não pode ser excluído',
    );
    expect((await call(admin, 'GET', `/api/produtos/${product.id}`)).json().status).toBe('ACTIVE');
    app.services.products.usage.unregister('testUsage');
  });

  it('refuses to delete a product an active blend holds, 409', async () => {
    const part = (
      await call(admin, 'POST', '/api/produtos', newProduct({ descProduct: 'Blend part' }))
    ).json<TProductBody>();
    await call(admin, 'POST', '/api/produtos', {
      descProduct: 'Part blend',
      typeProduct: 'LIQUID',
      isBlend: true,
      rateUnit: 'l',
      components: [{ productId: part.id, rate: 2 }],
    });
    const response = await call(admin, 'DELETE', `/api/produtos/${part.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This product is part of the blend Part blend and cannot be deleted',
    );
  });

  it('refuses a stale edit with 409', async () => {
    const product = (
      await call(admin, 'POST', '/api/produtos', newProduct({ descProduct: 'Stale' }))
    ).json<TProductBody>();
    expect(
      (await call(admin, 'PUT', `/api/produtos/${product.id}`, newProduct({ descProduct: 'A', version: 1 })))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'PUT', `/api/produtos/${product.id}`, newProduct({ descProduct: 'B', version: 1 })))
        .statusCode,
    ).toBe(409);
  });

  it('refuses edits by a dispatcher with 403', async () => {
    const dispatcher = await login('dispatcher');
    expect((await call(dispatcher, 'POST', '/api/produtos', newProduct())).statusCode).toBe(403);
  });
});

describe('blends', () => {
  it('asks the strictest licence of its parts: the Xtend tank mix needs a dicamba licence', async () => {
    expect((await byName('Xtend Post Tank Mix')).licenceRequired).toBe('DICAMBA');
    const dicamba = await byName('XtendiMax with VaporGrip Technology');
    const glyphosate = await byName('Roundup PowerMAX 3');
    const response = await call(admin, 'POST', '/api/produtos', {
      descProduct: 'Dicamba burndown',
      typeProduct: 'LIQUID',
      isBlend: true,
      rateUnit: 'fl oz',
      licenceRequired: 'APPLICATOR',
      components: [
        { productId: glyphosate.id, rate: 2 },
        { productId: dicamba.id, rate: 1.6 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().licenceRequired).toBe('DICAMBA');
  });

  it('makes a blend that takes the strictest limits and the analysis of its parts', async () => {
    const urea = await byName('Urea 46-0-0');
    const map = await byName('MAP 11-52-0');
    const potash = await byName('Potash 0-0-60');
    const response = await call(admin, 'POST', '/api/produtos', {
      descProduct: 'Spring 23-12-20',
      typeProduct: 'DRY',
      isBlend: true,
      rateUnit: 'lb',
      components: [
        { productId: urea.id, rate: 200 },
        { productId: map.id, rate: 100 },
        { productId: potash.id, rate: 150 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const blend = response.json<TProductBody>();
    // 200 kg urea + 100 kg MAP + 150 kg potash: 103 kg N, 52 kg P, 90 kg K in 450 kg.
    expect(blend.analysis.NITROGEN).toBeCloseTo(22.89, 2);
    expect(blend.analysis.PHOSPHOROUS).toBeCloseTo(11.56, 2);
    expect(blend.analysis.POTASSIUM).toBeCloseTo(20, 6);
    // Urea's 30 °C maximum is the strictest of the three.
    expect(blend.vlTemperatureMax).toBe(30);
    expect(blend.components.map((component) => component.rate)).toEqual([200, 100, 150]);
    expect(blend.licenceRequired).toBe('NONE');
    expect(
      (await call(admin, 'GET', '/api/produtos/all'))
        .json()
        .some((product: TProductBody) => product.id === blend.id),
    ).toBe(true);
  });

  it('refuses an empty blend, a blend in a blend, a product of another owner and a repeated part with 400', async () => {
    const base = { descProduct: 'Bad blend', typeProduct: 'DRY', isBlend: true, rateUnit: 'lb' };
    const empty = await call(admin, 'POST', '/api/produtos', { ...base, components: [] });
    expect(empty.json().details[0]).toMatchObject({ path: 'body.components', code: 'blendNeedsProducts' });
    const blend = await byName('Fall P&K Blend 4-21-36');
    const nested = await call(admin, 'POST', '/api/produtos', {
      ...base,
      components: [{ productId: blend.id, rate: 10 }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ code: 'blendComponentInvalid' });
    const urea = await byName('Urea 46-0-0');
    const repeated = await call(admin, 'POST', '/api/produtos', {
      ...base,
      components: [
        { productId: urea.id, rate: 1 },
        { productId: urea.id, rate: 2 },
      ],
    });
    expect(repeated.json().details[0]).toMatchObject({
      path: 'body.components.1.productId',
      code: 'blendDuplicateProduct',
    });
    const theirs = (await call(await login('demo', { owner: 'other' }), 'GET', '/api/produtos/all')).json()[0]
      .id;
    const foreign = await call(admin, 'POST', '/api/produtos', {
      ...base,
      components: [{ productId: theirs, rate: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses to turn a product into a blend with 400', async () => {
    const urea = await byName('Urea 46-0-0');
    const response = await call(admin, 'PUT', `/api/produtos/${urea.id}`, {
      descProduct: 'Urea',
      typeProduct: 'DRY',
      rateUnit: 'lb',
      isBlend: true,
      components: [{ productId: iowa[0], rate: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('blendTypeFixed');
  });
});

describe('POST /api/produtos/rate-calculation', () => {
  const fieldsOf = async () =>
    (await call(admin, 'GET', '/api/talhoes?size=100&sort=id,asc')).json().content as {
      id: number;
      name: string;
      areaHectares: number | null;
    }[];

  it('answers rates, totals for the selected area and what the mix supplies', async () => {
    const [first, second] = (await fieldsOf()).filter((field) => field.areaHectares);
    const uan = await byName('UAN 32% Liquid Nitrogen');
    const response = await call(admin, 'POST', '/api/produtos/rate-calculation', {
      fieldIds: [first!.id, second!.id],
      nutrients: [{ nutrient: 'NITROGEN', target: 150 }],
      lines: [{ productId: uan.id, nutrient: 'NITROGEN' }],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    const area = first!.areaHectares! + second!.areaHectares!;
    expect(result.areaHectares).toBeCloseTo(area, 9);
    // 150 kg N / 0.32 / 1.32 kg/l = 355.11 l/ha, shown in the product's gallons.
    expect(result.lines[0]).toMatchObject({ unit: 'l', productUnit: 'gal' });
    expect(result.lines[0].rate).toBeCloseTo(355.1136, 4);
    expect(result.lines[0].total).toBeCloseTo((150 / 0.32 / 1.32) * area, 6);
    expect(result.lines[0].rateInProductUnit).toBeCloseTo(355.1136 / 3.785411784, 4);
    expect(result.warnings).toEqual([]);
  });

  it('warns with the spec codes and translated messages, counting what fields received this year', async () => {
    const [field] = (await fieldsOf()).filter((candidate) => candidate.areaHectares);
    const uan = await byName('UAN 32% Liquid Nitrogen');
    const dicamba = await byName('XtendiMax with VaporGrip Technology');
    app.services.products.registerAppliedAmounts(async ({ fieldIds }) => [
      { fieldId: fieldIds[0]!, productId: dicamba.id, amountPerHectare: 5.5 },
    ]);
    const response = await call(
      admin,
      'POST',
      '/api/produtos/rate-calculation',
      {
        fieldIds: [field!.id],
        nutrients: [{ nutrient: 'NITROGEN', target: 10 }],
        lines: [
          { productId: uan.id, nutrient: 'NITROGEN' },
          { productId: dicamba.id, rate: 2 },
        ],
        sprayVolume: 93.5,
      },
      { locale: '3' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().warnings).toEqual([
      {
        code: 'EXCEEDED_SINGLE_APPLICATION',
        productId: dicamba.id,
        message: 'The rate of XtendiMax with VaporGrip Technology exceeds its single application amount',
      },
      {
        code: 'EXCEEDED_FIELD_AMOUNT_APPLIED_YEARLY',
        productId: dicamba.id,
        fieldId: field!.id,
        message: `The yearly maximum of XtendiMax with VaporGrip Technology is exceeded on ${field!.name}`,
      },
      { code: 'VOL_SPRAY_MIN_EXCEEDED', productId: dicamba.id, message: 'Spray volume too low' },
      { code: 'MISSING_VRA', message: 'The mix needs a volatility reduction agent (VRA)' },
      { code: 'MISSING_DRA', message: 'The mix needs a drift reduction agent (DRA)' },
    ]);
  });

  it("warns 'no area selected' for fields without area", async () => {
    const unmapped = (await fieldsOf()).find((field) => field.areaHectares === null)!;
    const urea = await byName('Urea 46-0-0');
    const response = await call(admin, 'POST', '/api/produtos/rate-calculation', {
      fieldIds: [unmapped.id],
      nutrients: [{ nutrient: 'NITROGEN', target: 100 }],
      lines: [{ productId: urea.id, nutrient: 'NITROGEN' }],
    });
    expect(response.json().warnings).toEqual([{ code: 'NO_AREA', message: 'No area selected' }]);
    expect(response.json().lines[0].total).toBeNull();
  });

  it('refuses without a field or without nutrients with the spec messages, 400', async () => {
    const urea = await byName('Urea 46-0-0');
    const noField = await call(admin, 'POST', '/api/produtos/rate-calculation', {
      fieldIds: [],
      nutrients: [{ nutrient: 'NITROGEN', target: 100 }],
      lines: [{ productId: urea.id, nutrient: 'NITROGEN' }],
    });
    expect(noField.statusCode).toBe(400);
    expect(noField.json().details[0]).toMatchObject({
      path: 'body.fieldIds',
      code: 'rateNoFieldSelected',
      message: 'No field selected',
    });
    const [field] = await fieldsOf();
    const noNutrient = await call(admin, 'POST', '/api/produtos/rate-calculation', {
      fieldIds: [field!.id],
      nutrients: [{ nutrient: 'NITROGEN', target: 0 }],
      lines: [{ productId: urea.id, nutrient: 'NITROGEN' }],
    });
    expect(noNutrient.json().details[0]).toMatchObject({
      code: 'rateNutrientsRequired',
      message: 'Nutrients are required',
    });
  });

  it('refuses a product that lacks the nutrient with 400 naming both', async () => {
    const [field] = await fieldsOf();
    const urea = await byName('Urea 46-0-0');
    const response = await call(admin, 'POST', '/api/produtos/rate-calculation', {
      fieldIds: [field!.id],
      nutrients: [{ nutrient: 'POTASSIUM', target: 100 }],
      lines: [{ productId: urea.id, nutrient: 'POTASSIUM' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Urea 46-0-0 does not contain potassium');
  });

  it("answers 404 for another branch's field", async () => {
    const urea = await byName('Urea 46-0-0');
    const response = await call(admin, 'POST', '/api/produtos/rate-calculation', {
      fieldIds: [demo.ids.fieldsMatoGrosso![0]],
      nutrients: [{ nutrient: 'NITROGEN', target: 100 }],
      lines: [{ productId: urea.id, nutrient: 'NITROGEN' }],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another owner's or another branch's product", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/produtos/all')).json()[0].id;
    expect((await call(admin, 'GET', `/api/produtos/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/produtos/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/produtos/${demo.ids.productsMatoGrosso![0]}`)).statusCode).toBe(
      404,
    );
  });
});

describe('product pickers of the spec', () => {
  type TSummary = { id: number; descProduct: string; isBlend: boolean; workOrders?: number };
  const names = (products: TSummary[]) => products.map((product) => product.descProduct).sort();
  const allRecords = async () => (await call(admin, 'GET', '/api/produtos/all-dto')).json<TProductBody[]>();

  it('finds products by a nutrient of their analysis with the substance filter, in any language', async () => {
    const withNitrogen = (await allRecords()).filter((product) => (product.analysis.NITROGEN ?? 0) > 0);
    expect(withNitrogen.some((product) => product.isBlend)).toBe(true);
    expect(
      (await call(admin, 'GET', '/api/produtos/all-simple-filter?filter=nitrogênio')).json<TSummary[]>(),
    ).toEqual([]);
    const substance = await call(
      admin,
      'GET',
      `/api/produtos/all-simple-with-substance-filter?filter=${encodeURIComponent('nitrogênio')}`,
    );
    expect(substance.statusCode).toBe(200);
    expect(names(substance.json<TSummary[]>())).toEqual(names(withNitrogen));
    // The name still matches as in the simple filter.
    expect(
      names(
        (await call(admin, 'GET', '/api/produtos/all-simple-with-substance-filter?filter=tank')).json<
          TSummary[]
        >(),
      ),
    ).toEqual(['Xtend Post Tank Mix']);
  });

  it('takes the substance flag on all-with-filter-without-blend and leaves blends out', async () => {
    const withNitrogen = (await allRecords()).filter(
      (product) => (product.analysis.NITROGEN ?? 0) > 0 && !product.isBlend,
    );
    const flagged = (
      await call(admin, 'GET', '/api/produtos/all-with-filter-without-blend?filter=nitrogen&substance=true')
    ).json<TSummary[]>();
    expect(names(flagged)).toEqual(names(withNitrogen));
    const plain = (
      await call(admin, 'GET', '/api/produtos/all-with-filter-without-blend?filter=nitrogen&substance=false')
    ).json<TSummary[]>();
    expect(plain.every((product) => /nitrogen/i.test(product.descProduct))).toBe(true);
    expect(plain.length).toBeLessThan(flagged.length);
    expect(
      (await call(admin, 'GET', '/api/produtos/all-with-filter-without-blend?substance=maybe')).statusCode,
    ).toBe(400);
  });

  it('lists the products of work orders with blends given as their parts, and counts the top ten by use', async () => {
    const fields = (await call(admin, 'GET', '/api/talhoes?size=500')).json<{
      content: {
        id: number;
        farmId: number;
        growerId: number;
        areaHectares: number | null;
        geometryMissing: boolean;
      }[];
    }>().content;
    const usable = fields.filter((field) => !field.geometryMissing && field.areaHectares);
    const [field] = usable;
    const groups = (await call(admin, 'GET', '/api/config-proc-ordem-servico/all')).json<
      { id: number; mixtureType: string }[]
    >();
    const group = groups.find((candidate) => candidate.mixtureType === 'LIQUID')!;
    const records = await allRecords();
    const blend = records.find((product) => product.descProduct === 'Xtend Post Tank Mix')!;
    const uan = records.find((product) => product.descProduct === 'UAN 32% Liquid Nitrogen')!;
    const before = (await call(admin, 'GET', '/api/sales/produto/top-ten-products-without-blend')).json<
      TSummary[]
    >();

    const order = async (productId: number, rateUnit: string) => {
      const response = await call(admin, 'POST', '/api/ordemservicos', {
        description: 'Picker test',
        vlOrdemServico: '900001',
        growerId: field!.growerId,
        farmId: field!.farmId,
        fieldIds: [field!.id],
        products: [{ productId, rate: 2, rateUnit }],
        carrierRate: 140,
        equipmentGroupId: group.id,
        timing: 'POST',
        applicationType: 'MIX',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ cdOrdemServico: number }[]>()[0]!.cdOrdemServico;
    };
    const blendOrder = await order(blend.id, 'fl oz');
    const uanOrder = await order(uan.id, 'gal');

    const byOrders = await call(
      admin,
      'GET',
      `/api/produtos/all-without-blend-by-wos?woIds=${blendOrder},${uanOrder},999999`,
    );
    expect(byOrders.statusCode).toBe(200);
    const expected = [...blend.components.map((component) => component.productId), uan.id];
    const listed = byOrders.json<TSummary[]>();
    expect(listed.map((product) => product.id).sort()).toEqual([...new Set(expected)].sort());
    expect(listed.some((product) => product.isBlend)).toBe(false);
    const repeated = await call(
      admin,
      'GET',
      `/api/produtos/all-without-blend-by-wos?woIds=${uanOrder}&woIds=${uanOrder}`,
    );
    expect(repeated.json<TSummary[]>().map((product) => product.id)).toEqual([uan.id]);
    expect((await call(admin, 'GET', '/api/produtos/all-without-blend-by-wos')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/produtos/all-without-blend-by-wos?woIds=a')).statusCode).toBe(400);

    const top = (await call(admin, 'GET', '/api/sales/produto/top-ten-products-without-blend')).json<
      TSummary[]
    >();
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(10);
    expect(top.some((product) => product.isBlend)).toBe(false);
    expect(top.every((product) => product.workOrders! > 0)).toBe(true);
    const counts = top.map((product) => product.workOrders!);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const uanBefore = before.find((product) => product.id === uan.id)?.workOrders ?? 0;
    const uanAfter = top.find((product) => product.id === uan.id)?.workOrders;
    if (uanAfter !== undefined) expect(uanAfter).toBe(uanBefore + 1);
    else expect(counts.at(-1)).toBeGreaterThanOrEqual(uanBefore + 1);
  });
});

describe('spray volume and density limits through the API', () => {
  it("warns 'Spray volume too high' above the product's spray volume range, in the caller's language", async () => {
    const fields = (await call(admin, 'GET', '/api/talhoes?size=100&sort=id,asc')).json().content as {
      id: number;
      areaHectares: number | null;
    }[];
    const field = fields.find((candidate) => candidate.areaHectares)!;
    const glyphosate = await byName('Roundup PowerMAX 3');
    const uan = await byName('UAN 32% Liquid Nitrogen');
    const body = (sprayVolume: number) => ({
      fieldIds: [field.id],
      nutrients: [{ nutrient: 'NITROGEN', target: 10 }],
      lines: [
        { productId: uan.id, nutrient: 'NITROGEN' },
        { productId: glyphosate.id, rate: 2 },
      ],
      sprayVolume,
    });
    // The label allows 93.5 to 374 l/ha (10 to 40 gal/ac).
    const high = await call(admin, 'POST', '/api/produtos/rate-calculation', body(400), { locale: '3' });
    expect(high.statusCode, high.body).toBe(200);
    expect(high.json().warnings).toContainEqual({
      code: 'VOL_SPRAY_MAX_EXCEEDED',
      productId: glyphosate.id,
      message: 'Spray volume too high',
    });
    const portuguese = await call(admin, 'POST', '/api/produtos/rate-calculation', body(400), {
      locale: '1',
    });
    expect(portuguese.json().warnings).toContainEqual({
      code: 'VOL_SPRAY_MAX_EXCEEDED',
      productId: glyphosate.id,
      message: 'Volume de calda muito alto',
    });
    const within = await call(admin, 'POST', '/api/produtos/rate-calculation', body(374), { locale: '3' });
    expect(
      within.json().warnings.filter((warning: { code: string }) => warning.code.startsWith('VOL_SPRAY')),
    ).toEqual([]);
  });

  it('takes a density above 0 and up to 25 kg/l and refuses others with 400 and the bound', async () => {
    const save = (density: number, locale = '3') =>
      call(
        admin,
        'POST',
        '/api/produtos',
        newProduct({ descProduct: `Density ${density} ${locale}`, density }),
        { locale },
      );
    for (const density of [0, -1.2]) {
      const response = await save(density);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual(
        expect.objectContaining({ path: 'body.density', message: 'The value must be greater than 0' }),
      );
    }
    const heavy = await save(25.5);
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().details).toContainEqual(
      expect.objectContaining({
        path: 'body.density',
        message: 'The value must be less than or equal to 25',
      }),
    );
    const portuguese = await save(0, '1');
    expect(portuguese.json().details).toContainEqual(
      expect.objectContaining({ path: 'body.density', message: 'O valor deve ser maior que 0' }),
    );
    const heaviest = await save(25);
    expect(heaviest.statusCode, heaviest.body).toBe(201);
    expect(heaviest.json().density).toBe(25);
  });
});
