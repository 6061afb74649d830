import PDFDocument from 'pdfkit';
import {
  HECTARES_PER_ACRE,
  convertMeasure,
  displayUnitOf,
  formatDateTime,
  formatNumber,
  toDisplayValue,
  unitSystemOf,
  type TFieldRecord,
  type TLocale,
  type TProductRecord,
  type TQuantity,
  type TWorkOrderRecord,
  ticketLabel,
  ticketOf,
} from '@tramline/domain';
import { textsOf } from './work-order-pdf.texts';

/** What the applicator's sheet shows: the order, its fields with boundaries, its products with limits. */
export interface TWorkOrderPdfInput {
  order: TWorkOrderRecord;
  fields: TFieldRecord[];
  products: TProductRecord[];
  applicatorName: string | null;
  /** The branch's time zone: planned times are read there. */
  timeZone: string;
  /** The caller's language: texts and number formats. */
  language: TLocale;
  /** The branch's language: its unit system (imperial for en-us, metric for pt-br). */
  unitsLocale: TLocale;
  printedAt: Date;
}

/** The standard PDF fonts encode WinAnsi: narrow and thin spaces from Intl become plain ones. */
const clean = (text: string) => text.replace(/[\u202f\u2009\u2007]/g, ' ');

/** A file name with the ticket, safe in a Content-Disposition header. */
export function pdfFileName(order: Pick<TWorkOrderRecord, 'vlOrdemServico' | 'cdOrdemServico'>) {
  return `work-order-${ticketOf(order).replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;
}

type TXY = [number, number];

/** Field rings projected to metres around the boundaries' centre (equirectangular: fine at field scale). */
function projectFields(fields: readonly TFieldRecord[]) {
  const rings: { fieldId: number; ring: [number, number][] }[] = [];
  for (const field of fields) {
    if (!field.geometry) continue;
    const polygons =
      field.geometry.type === 'Polygon' ? [field.geometry.coordinates] : field.geometry.coordinates;
    for (const polygon of polygons)
      for (const ring of polygon)
        rings.push({ fieldId: field.id, ring: ring.map((position) => [position[0]!, position[1]!]) });
  }
  if (!rings.length) return null;
  const all = rings.flatMap((entry) => entry.ring);
  const west = Math.min(...all.map((point) => point[0]));
  const east = Math.max(...all.map((point) => point[0]));
  const south = Math.min(...all.map((point) => point[1]));
  const north = Math.max(...all.map((point) => point[1]));
  const metresPerDegreeY = 110_574;
  const metresPerDegreeX = 111_320 * Math.cos((((south + north) / 2) * Math.PI) / 180);
  const toMetres = ([lon, lat]: [number, number]): TXY => [
    (lon - west) * metresPerDegreeX,
    (lat - south) * metresPerDegreeY,
  ];
  return {
    rings: rings.map((entry) => ({ fieldId: entry.fieldId, points: entry.ring.map(toMetres) })),
    widthMetres: Math.max(1, (east - west) * metresPerDegreeX),
    heightMetres: Math.max(1, (north - south) * metresPerDegreeY),
  };
}

/** A round length (1, 2 or 5 times a power of ten) near a target, in the display unit. */
function niceLength(target: number) {
  const power = 10 ** Math.floor(Math.log10(target));
  const steps = [1, 2, 5, 10].map((step) => step * power);
  return steps.reduce((best, step) => (step <= target ? step : best), power);
}

/** A scale bar in the branch's units: feet or miles, metres or kilometres. */
function scaleBarOf(metresPerPoint: number, maxPoints: number, unitsLocale: TLocale) {
  const imperial = unitSystemOf(unitsLocale) === 'imperial';
  const maxMetres = metresPerPoint * maxPoints;
  const lengthUnits = imperial
    ? [
        { symbol: 'mi', metres: 1609.344 },
        { symbol: 'ft', metres: 0.3048 },
      ]
    : [
        { symbol: 'km', metres: 1000 },
        { symbol: 'm', metres: 1 },
      ];
  const lengthUnit = maxMetres / lengthUnits[0]!.metres >= 1 ? lengthUnits[0]! : lengthUnits[1]!;
  const length = niceLength(maxMetres / lengthUnit.metres);
  return { points: (length * lengthUnit.metres) / metresPerPoint, label: `${length} ${lengthUnit.symbol}` };
}

/**
 * The applicator's sheet of a work order as a PDF: ticket and status, where (grower, farm, fields
 * and areas), a map of the field boundaries with north arrow and scale, the application (group,
 * timing, planned times, speeds), products with rates and totals, each product's safety limits
 * and the observation. Quantities in the branch's units, texts in the caller's language.
 */
export function renderWorkOrderPdf(
  input: TWorkOrderPdfInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { order, language, unitsLocale } = input;
  const texts = textsOf(language);
  const imperial = unitSystemOf(unitsLocale) === 'imperial';
  const number = (value: number, digits = 1) =>
    clean(formatNumber(value, language, { maximumFractionDigits: digits }));
  const quantity = (kind: TQuantity, value: number | null, digits?: number) =>
    value === null
      ? texts.none
      : `${number(toDisplayValue(kind, value, unitsLocale), digits ?? 2)} ${displayUnitOf(kind, unitsLocale)}`;
  const instant = (value: string | null) =>
    value ? clean(formatDateTime(value, language, input.timeZone)) : texts.none;
  const ticket = ticketLabel(order);

  const document = new PDFDocument({
    size: imperial ? 'LETTER' : 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: `${texts.title} ${ticket}`, Subject: order.description, Creator: 'Tramline' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const left = document.page.margins.left;
  const width = document.page.width - document.page.margins.left - document.page.margins.right;
  const ensureRoom = (height: number) => {
    if (document.y + height > document.page.height - document.page.margins.bottom) document.addPage();
  };
  const heading = (text: string) => {
    ensureRoom(40);
    document
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#1d3b2a')
      .text(clean(text), left, document.y, { width });
    document
      .moveTo(left, document.y + 2)
      .lineTo(left + width, document.y + 2)
      .lineWidth(0.5)
      .strokeColor('#9bb5a4')
      .stroke();
    document.moveDown(0.4).font('Helvetica').fontSize(10).fillColor('#000000');
  };
  const pairs = (rows: [string, string][]) => {
    for (const [label, value] of rows) {
      ensureRoom(16);
      const y = document.y;
      document
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor('#444444')
        .text(clean(label), left, y, { width: 150 });
      document
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#000000')
        .text(clean(value), left + 155, y, { width: width - 155 });
      document.y = Math.max(document.y, y + 13);
    }
  };
  const table = (columns: { title: string; width: number; align?: 'left' | 'right' }[], rows: string[][]) => {
    const drawRow = (cells: string[], bold: boolean) => {
      const heights = cells.map((cell, index) =>
        document
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .heightOfString(clean(cell), { width: columns[index]!.width - 6 }),
      );
      const height = Math.max(...heights) + 6;
      ensureRoom(height);
      const y = document.y;
      let x = left;
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        document
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .fillColor('#000000')
          .text(clean(cell), x + 3, y + 3, { width: column.width - 6, align: column.align ?? 'left' });
        x += column.width;
      });
      document
        .moveTo(left, y + height)
        .lineTo(left + width, y + height)
        .lineWidth(0.3)
        .strokeColor('#bbbbbb')
        .stroke();
      document.y = y + height;
    };
    drawRow(
      columns.map((column) => column.title),
      true,
    );
    for (const row of rows) drawRow(row, false);
    document.x = left;
  };

  // Header: ticket and status.
  document
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#1d3b2a')
    .text(clean(`${texts.title} ${ticket}`), left, document.y, { width: width - 140 });
  const statusText = texts.status[order.status];
  document.font('Helvetica-Bold').fontSize(11);
  const statusWidth = document.widthOfString(statusText) + 16;
  document
    .roundedRect(left + width - statusWidth, 42, statusWidth, 20, 4)
    .fillColor('#e3efe7')
    .fill();
  document
    .fillColor('#1d3b2a')
    .text(clean(statusText), left + width - statusWidth, 47, { width: statusWidth, align: 'center' });
  document
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#000000')
    .text(clean(order.description), left, Math.max(document.y, 66), { width });
  document
    .fontSize(8)
    .fillColor('#666666')
    .text(clean(`${texts.printed}: ${instant(input.printedAt.toISOString())}`), left, document.y, { width });

  // Where.
  heading(texts.where);
  const fieldRows = order.fields.map((field) => `${field.name} (${quantity('area', field.areaHectares)})`);
  pairs([
    [texts.grower, order.growerName],
    [texts.farm, order.farmName],
    [texts.fields, fieldRows.join(', ') || texts.none],
    [texts.selectedArea, quantity('area', order.selectedArea)],
  ]);

  // Map of the field boundaries.
  heading(texts.map);
  const projected = projectFields(input.fields);
  if (!projected) {
    document.font('Helvetica').fontSize(10).text(texts.noBoundaries, left, document.y, { width });
  } else {
    const boxHeight = 210;
    ensureRoom(boxHeight + 10);
    const top = document.y;
    document.rect(left, top, width, boxHeight).lineWidth(0.5).strokeColor('#9bb5a4').stroke();
    const pad = 24;
    const scale = Math.min(
      (width - 2 * pad) / projected.widthMetres,
      (boxHeight - 2 * pad) / projected.heightMetres,
    );
    const offsetX = left + (width - projected.widthMetres * scale) / 2;
    const offsetY = top + (boxHeight + projected.heightMetres * scale) / 2;
    const toPage = ([x, y]: TXY): TXY => [offsetX + x * scale, offsetY - y * scale];
    const byField = new Map<number, TXY[][]>();
    for (const ring of projected.rings)
      byField.set(ring.fieldId, [...(byField.get(ring.fieldId) ?? []), ring.points.map(toPage)]);
    for (const [fieldId, rings] of byField) {
      for (const ring of rings) {
        ring.forEach(([x, y], index) => (index === 0 ? document.moveTo(x, y) : document.lineTo(x, y)));
        document.closePath();
      }
      document
        .lineWidth(1)
        .fillColor('#cfe6c9')
        .strokeColor('#2e6b3f')
        .fillAndStroke('#cfe6c9', '#2e6b3f', 'even-odd');
      const outer = rings[0]!;
      const cx = outer.reduce((sum, point) => sum + point[0], 0) / outer.length;
      const cy = outer.reduce((sum, point) => sum + point[1], 0) / outer.length;
      const name = input.fields.find((field) => field.id === fieldId)?.name ?? '';
      document
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor('#1d3b2a')
        .text(clean(name), cx - 60, cy - 4, { width: 120, align: 'center' });
    }
    // North arrow, top right.
    const ax = left + width - 22;
    const ay = top + 14;
    document
      .moveTo(ax, ay)
      .lineTo(ax - 7, ay + 20)
      .lineTo(ax, ay + 15)
      .lineTo(ax + 7, ay + 20)
      .closePath()
      .fillColor('#1d3b2a')
      .fill();
    document
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#1d3b2a')
      .text('N', ax - 5, ay + 22, { width: 10, align: 'center' });
    // Scale bar, bottom left.
    const bar = scaleBarOf(1 / scale, width / 4, unitsLocale);
    const bx = left + 12;
    const by = top + boxHeight - 14;
    document
      .rect(bx, by - 4, bar.points, 4)
      .fillColor('#1d3b2a')
      .fill();
    document
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#1d3b2a')
      .text(bar.label, bx + bar.points + 5, by - 7, { width: 80 });
    document.x = left;
    document.y = top + boxHeight + 6;
  }

  // Application.
  heading(texts.application);
  const speeds =
    order.minSpeed === null && order.maxSpeed === null
      ? texts.none
      : `${quantity('speed', order.minSpeed, 1)} - ${quantity('speed', order.maxSpeed, 1)}`;
  pairs([
    [texts.group, order.equipmentGroupName ?? texts.none],
    [texts.applicator, input.applicatorName ?? texts.none],
    [texts.timing, texts.timings[order.timing] ?? order.timing],
    [texts.applicationType, texts.applicationTypes[order.applicationType] ?? order.applicationType],
    [texts.carrierRate, quantity('liquidRate', order.carrierRate)],
    [texts.plannedStart, instant(order.plannedStart)],
    [texts.plannedEnd, instant(order.plannedEnd)],
    [texts.speeds, speeds],
    [texts.batches, order.batchCount === null ? texts.none : number(order.batchCount, 0)],
    ...(order.totalVolume > 0
      ? [[texts.totalVolume, quantity('volume', order.totalVolume, 1)] as [string, string]]
      : []),
    ...(order.totalMass > 0
      ? [[texts.totalMass, quantity('mass', order.totalMass, 1)] as [string, string]]
      : []),
  ]);

  // Products with rates and totals.
  heading(texts.products);
  const areaUnit = imperial ? 'ac' : 'ha';
  const perArea = imperial ? HECTARES_PER_ACRE : 1;
  const productRows = order.products.map((line) => {
    const base = line.typeProduct === 'DRY' ? 'kg' : line.typeProduct === 'SEED' ? null : 'l';
    const inUnit = base ? convertMeasure(line.rate, base, line.rateUnit) : null;
    const rate =
      inUnit === null
        ? `${number(line.rate * perArea, 0)} ${texts.seeds}/${areaUnit}`
        : `${number(inUnit * perArea, 2)} ${line.rateUnit}/${areaUnit}`;
    const total =
      base === 'kg'
        ? quantity('mass', line.total, 1)
        : base === 'l'
          ? quantity('volume', line.total, 1)
          : `${number(line.total, 0)} ${texts.seeds}`;
    return [line.descProduct, rate, total];
  });
  table(
    [
      { title: texts.product, width: width * 0.5 },
      { title: texts.rate, width: width * 0.25, align: 'right' },
      { title: texts.total, width: width * 0.25, align: 'right' },
    ],
    productRows,
  );

  // Safety limits per product.
  heading(texts.limits);
  const range = (min: number | null, max: number | null, show: (value: number) => string) =>
    min === null && max === null
      ? texts.none
      : `${min === null ? '' : show(min)} - ${max === null ? '' : show(max)}`;
  const speedText = (value: number) => quantity('speed', value, 1);
  const temperatureText = (celsius: number) =>
    imperial ? `${number((celsius * 9) / 5 + 32, 0)} °F` : `${number(celsius, 0)} °C`;
  const limitRows = order.products.map((line) => {
    const product = input.products.find((candidate) => candidate.id === line.productId);
    if (!product) return [line.descProduct, texts.none, texts.none, texts.none, texts.none, texts.none];
    return [
      product.descProduct,
      range(product.vlVelocWindMin, product.vlVelocWindMax, speedText),
      range(product.vlTemperatureMin, product.vlTemperatureMax, temperatureText),
      range(product.vlHumidityMin, product.vlHumidityMax, (value) => `${number(value, 0)} %`),
      product.rainFreeHours === null ? texts.none : `${number(product.rainFreeHours, 1)} ${texts.hours}`,
      product.sunRule ? texts.sunRule : texts.noSunRule,
    ];
  });
  table(
    [
      { title: texts.product, width: width * 0.22 },
      { title: texts.wind, width: width * 0.16 },
      { title: texts.temperature, width: width * 0.14 },
      { title: texts.humidity, width: width * 0.12 },
      { title: texts.rainFree, width: width * 0.1 },
      { title: texts.sun, width: width * 0.26 },
    ],
    limitRows,
  );

  // Observation.
  if (order.observation) {
    heading(texts.observation);
    document
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#000000')
      .text(clean(order.observation), left, document.y, { width });
  }

  document.end();
  return done;
}
