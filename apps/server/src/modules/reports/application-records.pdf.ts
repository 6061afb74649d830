import PDFDocument from 'pdfkit';
import { formatDateTime } from '@tramline/domain';
import { RECORD_COLUMNS, recordCells, type TRecordsRender } from './application-records.csv';
import { recordTextsOf } from './application-records.texts';

/** The standard PDF fonts encode WinAnsi: narrow and thin spaces from Intl become plain ones. */
const clean = (text: string) => text.replace(/[\u202f\u2009\u2007]/g, ' ');

/** Relative widths of the columns, in the order of `RECORD_COLUMNS`. */
const WEIGHTS = [6, 7, 7, 7, 7, 8, 6, 6, 6, 5, 6, 8, 5, 5, 5, 4];

/**
 * A grower's application records as a PDF: a landscape table with a line per product applied, the
 * grower, branch and period above it. Quantities in the branch's units, texts in the reader's language.
 */
export function renderApplicationRecordsPdf(render: TRecordsRender): Promise<Buffer> {
  const { records, language } = render;
  const texts = recordTextsOf(language);
  const document = new PDFDocument({
    size: render.paper,
    layout: 'landscape',
    margin: 30,
    info: { Title: `${texts.title} ${records.growerName}`, Creator: 'Tramline' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const left = document.page.margins.left;
  const width = document.page.width - document.page.margins.left - document.page.margins.right;
  const bottom = document.page.height - document.page.margins.bottom;
  const total = WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  const widths = WEIGHTS.map((weight) => (weight / total) * width);

  document
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#1d3b2a')
    .text(clean(texts.title), left, document.y);
  document.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#000000');
  for (const [label, value] of [
    [texts.grower, records.growerName],
    [texts.branch, records.branchName],
    [texts.period, `${records.from} - ${records.to}`],
    [texts.printed, formatDateTime(new Date(), language, render.timeZone)],
  ] as const)
    document.text(clean(`${label}: ${value}`), left, document.y, { width });
  document.moveDown(0.5);

  const drawRow = (cells: string[], bold: boolean) => {
    const font = bold ? 'Helvetica-Bold' : 'Helvetica';
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          document
            .font(font)
            .fontSize(7)
            .heightOfString(clean(cell), { width: widths[index]! - 4 }),
        ),
      ) + 4;
    if (document.y + height > bottom) document.addPage();
    const y = document.y;
    let x = left;
    cells.forEach((cell, index) => {
      document
        .font(font)
        .fontSize(7)
        .fillColor('#000000')
        .text(clean(cell), x + 2, y + 2, { width: widths[index]! - 4 });
      x += widths[index]!;
    });
    document
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    document.x = left;
    document.y = y + height;
  };
  drawRow(
    RECORD_COLUMNS.map((column) => texts.columns[column]),
    true,
  );
  for (const line of records.lines) drawRow(recordCells(line, render), false);
  if (!records.lines.length) document.moveDown().font('Helvetica').fontSize(9).text(clean(texts.empty), left);

  document.end();
  return done;
}
