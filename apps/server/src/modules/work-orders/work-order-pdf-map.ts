import type { TFieldRecord, TSheetTexts, TUnitSystem } from '@tramline/domain';

/** The standard PDF fonts encode WinAnsi: narrow and thin spaces from Intl become plain ones. */
export const clean = (text: string) => text.replace(/[\u202f\u2009\u2007]/g, ' ');

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

/** A scale bar in the reader's units: feet or miles, metres or kilometres. */
function scaleBarOf(metresPerPoint: number, maxPoints: number, units: TUnitSystem) {
  const imperial = units === 'imperial';
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

/** The field boundaries in a box of the page, with a north arrow and a scale bar in the reader's units. */
export function drawMap(
  document: PDFKit.PDFDocument,
  input: { fields: readonly TFieldRecord[] },
  box: { left: number; top: number; width: number; height: number },
  texts: TSheetTexts,
  units: TUnitSystem,
) {
  const { left, top, width, height } = box;
  document.rect(left, top, width, height).lineWidth(0.5).strokeColor('#9bb5a4').stroke();
  const projected = projectFields(input.fields);
  if (!projected) {
    document
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#666666')
      .text(clean(texts.noBoundaries), left + 8, top + height / 2 - 6, {
        width: width - 16,
        align: 'center',
      });
    return;
  }
  const pad = 20;
  const scale = Math.min(
    (width - 2 * pad) / projected.widthMetres,
    (height - 2 * pad) / projected.heightMetres,
  );
  const offsetX = left + (width - projected.widthMetres * scale) / 2;
  const offsetY = top + (height + projected.heightMetres * scale) / 2;
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
      .fontSize(7)
      .fillColor('#1d3b2a')
      .text(clean(name), cx - 50, cy - 4, { width: 100, align: 'center' });
  }
  // North arrow, top right.
  const ax = left + width - 16;
  const ay = top + 8;
  document
    .moveTo(ax, ay)
    .lineTo(ax - 6, ay + 16)
    .lineTo(ax, ay + 12)
    .lineTo(ax + 6, ay + 16)
    .closePath()
    .fillColor('#1d3b2a')
    .fill();
  document
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor('#1d3b2a')
    .text('N', ax - 5, ay + 18, { width: 10, align: 'center' });
  // Scale bar, bottom left.
  const bar = scaleBarOf(1 / scale, width / 3, units);
  const bx = left + 8;
  const by = top + height - 10;
  document
    .rect(bx, by - 4, bar.points, 4)
    .fillColor('#1d3b2a')
    .fill();
  document
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#1d3b2a')
    .text(bar.label, bx + bar.points + 4, by - 6, { width: 60 });
}
