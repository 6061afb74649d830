import PDFDocument from 'pdfkit';
import {
  HECTARES_PER_ACRE,
  convertMeasure,
  displayUnitOf,
  formatCalendarDate,
  formatDateTime,
  formatNumber,
  toDisplayValue,
  type TLocale,
  type TQuantity,
  type TUnitSystem,
  type TWorkOrderRecord,
  type TWorkOrderSheet,
  ticketLabel,
  sheetTextsOf,
  ticketLoadTable,
  ticketOf,
} from '@tramline/domain';
import { clean, drawMap } from './work-order-pdf-map';

/** What the applicator's sheet shows (`TWorkOrderSheet`), and how to print it. */
export interface TWorkOrderPdfInput extends Omit<TWorkOrderSheet, 'timeZone'> {
  /** The branch's time zone: planned times are read there. */
  timeZone: string;
  /** The caller's language: texts and number formats. */
  language: TLocale;
  /** The branch's paper (`paperSizeOf` its language). */
  paper: 'LETTER' | 'A4';
  /** The reader's unit system: the one they chose, else that of the branch's language. */
  units: TUnitSystem;
  printedAt: Date;
}

/** A file name with the ticket, safe in a Content-Disposition header. */
export function pdfFileName(order: Pick<TWorkOrderRecord, 'vlOrdemServico' | 'cdOrdemServico'>) {
  return `work-order-${ticketOf(order).replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;
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
  const { order, language, units } = input;
  const texts = sheetTextsOf(language);
  const imperial = units === 'imperial';
  const number = (value: number, digits = 1) =>
    clean(formatNumber(value, language, { maximumFractionDigits: digits }));
  const quantity = (kind: TQuantity, value: number | null, digits?: number) =>
    value === null
      ? texts.none
      : `${number(toDisplayValue(kind, value, language, units), digits ?? 2)} ${displayUnitOf(kind, language, units)}`;
  const instant = (value: string | null) =>
    value ? clean(formatDateTime(value, language, input.timeZone)) : texts.none;
  /** A branch-local calendar date (YYYY-MM-DD) as the reader writes dates. */
  const calendarDate = (date: string) => clean(formatCalendarDate(date, language));
  const ticket = ticketLabel(order);

  const document = new PDFDocument({
    size: input.paper,
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
  const bottom = () => document.page.height - document.page.margins.bottom;
  /** Starts a new page unless `height` more points fit on this one. */
  const ensureRoom = (height: number) => {
    if (document.y + height > bottom()) document.addPage();
  };
  const textHeight = (text: string, size: number, columnWidth: number, bold = false) =>
    document
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .heightOfString(clean(text), { width: columnWidth });

  const HEADING_HEIGHT = 26;
  const heading = (text: string) => {
    document
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#1d3b2a')
      .text(clean(text), left, document.y, { width });
    document
      .moveTo(left, document.y + 1)
      .lineTo(left + width, document.y + 1)
      .lineWidth(0.5)
      .strokeColor('#9bb5a4')
      .stroke();
    document.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#000000');
  };
  /**
   * A block kept on one page: its heading and body move together to the next page when the body
   * (measured before drawing) does not fit; a body taller than a page breaks where it must.
   */
  const block = (title: string, bodyHeight: number, draw: () => void) => {
    ensureRoom(Math.min(HEADING_HEIGHT + bodyHeight, bottom() - document.page.margins.top));
    heading(title);
    draw();
  };

  const LABEL_WIDTH = 105;
  const pairRowHeight = ([, value]: [string, string], columnWidth: number) =>
    Math.max(12, textHeight(value, 9, columnWidth - LABEL_WIDTH - 4) + 2);
  const pairsHeight = (rows: [string, string][], columnWidth: number) =>
    rows.reduce((sum, row) => sum + pairRowHeight(row, columnWidth), 0);
  const pairs = (rows: [string, string][], x: number, columnWidth: number) => {
    for (const row of rows) {
      const [label, value] = row;
      const height = pairRowHeight(row, columnWidth);
      ensureRoom(height);
      const y = document.y;
      document
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor('#444444')
        .text(clean(label), x, y + 1, { width: LABEL_WIDTH });
      document
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#000000')
        .text(clean(value), x + LABEL_WIDTH + 4, y, { width: columnWidth - LABEL_WIDTH - 4 });
      document.y = y + height;
    }
  };

  type TColumn = { title: string; width: number; align?: 'left' | 'right' };
  const rowHeight = (cells: string[], columns: TColumn[], bold: boolean) =>
    Math.max(...cells.map((cell, index) => textHeight(cell, 8, columns[index]!.width - 6, bold))) + 5;
  const tableHeight = (columns: TColumn[], rows: string[][]) =>
    rowHeight(
      columns.map((column) => column.title),
      columns,
      true,
    ) + rows.reduce((sum, row) => sum + rowHeight(row, columns, false), 0);
  const table = (columns: TColumn[], rows: string[][]) => {
    const drawRow = (cells: string[], bold: boolean) => {
      const height = rowHeight(cells, columns, bold);
      if (document.y + height > bottom()) {
        document.addPage();
        if (!bold) drawRow(titles, true);
      }
      const y = document.y;
      let x = left;
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        document
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(8)
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
    const titles = columns.map((column) => column.title);
    drawRow(titles, true);
    for (const row of rows) drawRow(row, false);
    document.x = left;
  };
  /** Columns of the given shares of the width. */
  const columnsOf = (specs: [string, number, ('left' | 'right')?][]): TColumn[] =>
    specs.map(([title, share, align]) => ({ title, width: width * share, align }));
  const line = (text: string) => {
    ensureRoom(14);
    document
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#000000')
      .text(clean(text), left, document.y, { width });
  };

  // Header: ticket and the order's state as the list reads it.
  document
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#1d3b2a')
    .text(clean(`${texts.title} ${ticket}`), left, document.y, { width: width - 140 });
  const statusText = texts.dayStates[input.schedule.dayState];
  document.font('Helvetica-Bold').fontSize(11);
  const statusWidth = document.widthOfString(statusText) + 16;
  document
    .roundedRect(left + width - statusWidth, 40, statusWidth, 20, 4)
    .fillColor('#e3efe7')
    .fill();
  document
    .fillColor('#1d3b2a')
    .text(clean(statusText), left + width - statusWidth, 45, { width: statusWidth, align: 'center' });
  document
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#000000')
    .text(clean(order.description), left, Math.max(document.y, 62), { width });
  document
    .fontSize(7)
    .fillColor('#666666')
    .text(clean(`${texts.printed}: ${instant(input.printedAt.toISOString())}`), left, document.y, { width });

  // Where and how, beside the map of the field boundaries.
  const scheduled = input.schedule.machineName !== null && input.schedule.plannedDate !== null;
  const speeds =
    order.minSpeed === null && order.maxSpeed === null
      ? texts.none
      : `${quantity('speed', order.minSpeed, 1)} - ${quantity('speed', order.maxSpeed, 1)}`;
  const fieldRows = order.fields.map((field) => `${field.name} (${quantity('area', field.areaHectares)})`);
  const whereRows: [string, string][] = [
    [texts.grower, order.growerName],
    [texts.farm, order.farmName],
    [texts.fields, fieldRows.join(', ') || texts.none],
    [texts.selectedArea, quantity('area', order.selectedArea)],
    ...(scheduled
      ? [
          [texts.scheduledDate, calendarDate(input.schedule.plannedDate!)] as [string, string],
          [texts.machine, input.schedule.machineName!] as [string, string],
        ]
      : [
          [texts.plannedStart, instant(order.plannedStart)] as [string, string],
          [texts.plannedEnd, instant(order.plannedEnd)] as [string, string],
        ]),
    [texts.operator, input.applicatorName ?? texts.none],
    [texts.group, order.equipmentGroupName ?? texts.none],
    [texts.timing, texts.timings[order.timing] ?? order.timing],
    [texts.applicationType, texts.applicationTypes[order.applicationType] ?? order.applicationType],
    [texts.carrierRate, quantity('liquidRate', order.carrierRate)],
    [texts.speeds, speeds],
    [texts.batches, order.batchCount === null ? texts.none : number(order.batchCount, 0)],
    ...(order.totalVolume > 0
      ? [[texts.totalVolume, quantity('volume', order.totalVolume, 1)] as [string, string]]
      : []),
    ...(order.totalMass > 0
      ? [[texts.totalMass, quantity('mass', order.totalMass, 1)] as [string, string]]
      : []),
  ];
  const pairsWidth = width * 0.56;
  const mapLeft = left + pairsWidth + 10;
  const mapWidth = width - pairsWidth - 10;
  const mapHeight = Math.max(170, pairsHeight(whereRows, pairsWidth));
  block(`${texts.where} / ${texts.application}`, mapHeight, () => {
    const top = document.y;
    drawMap(document, input, { left: mapLeft, top, width: mapWidth, height: mapHeight }, texts, units);
    document.y = top;
    pairs(whereRows, left, pairsWidth);
    document.x = left;
    document.y = Math.max(document.y, top + mapHeight);
  });

  // Products: registration, rates, totals and the intervals the label sets.
  const productOf = (productId: number) => input.products.find((candidate) => candidate.id === productId);
  const areaUnit = imperial ? 'ac' : 'ha';
  const perArea = imperial ? HECTARES_PER_ACRE : 1;
  const amount = (value: number, unit: 'l' | 'kg' | 'seeds') =>
    unit === 'kg'
      ? quantity('mass', value, 1)
      : unit === 'l'
        ? quantity('volume', value, 1)
        : `${number(value, 0)} ${texts.seeds}`;
  /** A label interval, or where to read it when the product does not record it. */
  const interval = (value: number | null, unit: string) =>
    value === null ? texts.notStated : `${number(value, 0)} ${unit}`;
  const productRows = order.products.map((line) => {
    const product = productOf(line.productId);
    const base = line.typeProduct === 'DRY' ? 'kg' : line.typeProduct === 'SEED' ? null : 'l';
    const inUnit = base ? convertMeasure(line.rate, base, line.rateUnit) : null;
    const rate =
      inUnit === null
        ? `${number(line.rate * perArea, 0)} ${texts.seeds}/${areaUnit}`
        : `${number(inUnit * perArea, 2)} ${line.rateUnit}/${areaUnit}`;
    return [
      line.descProduct,
      product?.epa ?? texts.none,
      rate,
      amount(line.total, base ?? 'seeds'),
      interval(product?.reEntryHours ?? null, texts.hours),
      interval(product?.preHarvestDays ?? null, texts.days),
    ];
  });
  const productColumns = columnsOf([
    [texts.product, 0.3],
    [texts.registration, 0.16],
    [texts.rate, 0.15, 'right'],
    [texts.total, 0.13, 'right'],
    [texts.reEntry, 0.13, 'right'],
    [texts.preHarvest, 0.13, 'right'],
  ]);
  block(texts.products, tableHeight(productColumns, productRows), () => table(productColumns, productRows));

  // Safety limits per product.
  const range = (min: number | null, max: number | null, show: (value: number) => string) =>
    min === null && max === null
      ? texts.none
      : `${min === null ? '' : show(min)} - ${max === null ? '' : show(max)}`;
  const speedText = (value: number) => quantity('speed', value, 1);
  const temperatureText = (celsius: number) =>
    imperial ? `${number((celsius * 9) / 5 + 32, 0)} °F` : `${number(celsius, 0)} °C`;
  const limitRows = order.products.map((line) => {
    const product = productOf(line.productId);
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
  const limitColumns = columnsOf([
    [texts.product, 0.3],
    [texts.wind, 0.15],
    [texts.temperature, 0.13],
    [texts.humidity, 0.11],
    [texts.rainFree, 0.09],
    [texts.sun, 0.22],
  ]);
  block(texts.limits, tableHeight(limitColumns, limitRows), () => table(limitColumns, limitRows));

  // Loads: what goes in each tank; equal loads in a row share a line.
  const loadTable = ticketLoadTable(input.loads);
  const loadRows = loadTable.lines.map((line) => [
    `${line.first === line.last ? line.first : `${line.first}-${line.last}`} / ${line.loadCount}`,
    line.equipmentName,
    quantity('area', line.area),
    ...loadTable.products.map((product, index) => amount(line.amounts[index]!, product.unit)),
    ...(loadTable.hasWater ? [quantity('volume', line.water, 1)] : []),
  ]);
  const amountShare = 0.56 / (loadTable.products.length + (loadTable.hasWater ? 1 : 0) || 1);
  const loadColumns = columnsOf([
    [texts.load, 0.1],
    [texts.machine, 0.2],
    [texts.area, 0.14, 'right'],
    ...loadTable.products.map((product) => [product.name, amountShare, 'right'] as [string, number, 'right']),
    ...(loadTable.hasWater ? [[texts.water, amountShare, 'right'] as [string, number, 'right']] : []),
  ]);
  if (loadRows.length)
    block(texts.loads, tableHeight(loadColumns, loadRows), () => table(loadColumns, loadRows));
  else block(texts.loads, 14, () => line(texts.noLoads));

  // Hazards near the fields and the order's notes.
  const hazardRows = input.hazards.map(({ fieldName, breach }) => [
    fieldName,
    breach.site.name,
    texts.siteKinds[breach.site.kind],
    quantity('length', breach.distanceMeters, 0),
    quantity('length', breach.bufferMeters, 0),
    breach.site.note || texts.none,
  ]);
  const hazardColumns = columnsOf([
    [texts.fields, 0.16],
    [texts.site, 0.2],
    [texts.kind, 0.14],
    [texts.distance, 0.1, 'right'],
    [texts.buffer, 0.12, 'right'],
    [texts.note, 0.28],
  ]);
  const observation = order.observation ? `${texts.observation}: ${order.observation}` : null;
  const observationHeight = observation ? textHeight(observation, 9, width) + 4 : 0;
  block(
    texts.hazards,
    (hazardRows.length ? tableHeight(hazardColumns, hazardRows) : 14) + observationHeight,
    () => {
      if (hazardRows.length) table(hazardColumns, hazardRows);
      else line(texts.noHazards);
      if (observation) {
        document.moveDown(0.3);
        line(observation);
      }
    },
  );

  // What the applicator writes at the field: observed weather, times, signature and licence.
  const blanks: [string, number][][] = [
    [
      [`${texts.windSpeed} (${displayUnitOf('speed', language, units)})`, 0.25],
      [texts.windDirection, 0.25],
      [`${texts.temperature} (${imperial ? '°F' : '°C'})`, 0.25],
      [`${texts.humidity} (%)`, 0.25],
    ],
    [
      [texts.date, 0.25],
      [texts.startTime, 0.25],
      [texts.endTime, 0.25],
      [texts.licenceNumber, 0.25],
    ],
    [[texts.signature, 1]],
  ];
  const BLANK_HEIGHT = 26;
  block(texts.record, 12 + blanks.length * BLANK_HEIGHT, () => {
    document.font('Helvetica-Oblique').fontSize(7).fillColor('#666666').text(clean(texts.recordHint), left);
    let y = document.y + 2;
    for (const row of blanks) {
      let x = left;
      for (const [label, share] of row) {
        const cellWidth = width * share;
        document.rect(x, y, cellWidth, BLANK_HEIGHT).lineWidth(0.5).strokeColor('#9bb5a4').stroke();
        document
          .font('Helvetica')
          .fontSize(7)
          .fillColor('#444444')
          .text(clean(label), x + 3, y + 2, { width: cellWidth - 6 });
        x += cellWidth;
      }
      y += BLANK_HEIGHT;
    }
    document.x = left;
    document.y = y;
  });

  document.end();
  return done;
}
