import { inflateSync } from 'node:zlib';
import { describe, expect, it, beforeAll } from 'vitest';
import type { TWorkOrderSummary } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';

const { call, login } = await createTestApp({ secondOwner: true });
let token: string;
let order: TWorkOrderSummary;

/** The text a PDF shows: its content streams inflated, the hex and literal strings of their text operators decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
      parts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    for (const literal of content.matchAll(/\((.*?)\)\s*Tj/g)) parts.push(literal[1]!);
  }
  return parts.join('');
}

beforeAll(async () => {
  token = await login('demo');
  const page = (await call(token, 'GET', '/api/ordemservicos?category=active&size=50&sort=id,asc')).json<{
    content: TWorkOrderSummary[];
  }>();
  order = page.content.find((row) => row.vlOrdemServico !== null && row.fieldNames.length > 0)!;
});

describe('work orders: PDF for the applicator', () => {
  it('answers a PDF attachment named with the ticket, holding the ticket, fields, products and limits (200)', async () => {
    const response = await call(token, 'GET', `/api/ordemservicos/${order.cdOrdemServico}/pdf`, undefined, {
      locale: '3',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="work-order-${order.vlOrdemServico}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`#${order.vlOrdemServico}`);
    expect(text).toContain('Work order');
    expect(text).toContain(order.fieldNames[0]!);
    expect(text).toContain(order.productNames[0]!);
    expect(text).toContain('Safety limits');
    // Iowa is an imperial branch: acres on the sheet.
    expect(text).toMatch(/ac\)/);
  });

  it("writes the texts in the caller's language and keeps the branch's units", async () => {
    const response = await call(token, 'GET', `/api/ordemservicos/${order.cdOrdemServico}/pdf`, undefined, {
      locale: '1',
    });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Ordem de serviço');
    expect(text).toContain('Limites de segurança');
    expect(text).toMatch(/ac\)/);
  });

  it("answers 404 for another tenant's order", async () => {
    const other = await login('demo', { owner: 'other' });
    expect((await call(other, 'GET', `/api/ordemservicos/${order.cdOrdemServico}/pdf`)).statusCode).toBe(404);
  });
});
