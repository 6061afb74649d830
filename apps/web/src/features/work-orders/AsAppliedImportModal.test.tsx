import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAsAppliedImport } from '@tramline/domain';
import { api } from '../../api';
import { renderWithApp } from '../../test/render';
import { AsAppliedImportModal } from './AsAppliedImportModal';

afterEach(() => vi.restoreAllMocks());

const IMPORT: TAsAppliedImport = {
  id: 7,
  fileName: 'TASKDATA.zip',
  format: 'taskdata',
  status: 'matched',
  match: 'ticket',
  taskDesignators: ['#1042 Spray'],
  part: 0,
  cdOrdemServico: 31,
  vlOrdemServico: '1042',
  equipamentoId: 4,
  points: 11,
  start: '2026-05-04T12:00:00.000Z',
  end: '2026-05-04T12:00:20.000Z',
  appliedArea: 0.2,
  appliedVolume: 30,
  createdAt: '2026-05-04T13:00:00.000Z',
  replayed: false,
};
const PENDING: TAsAppliedImport = {
  ...IMPORT,
  id: 8,
  fileName: 'applied.zip',
  format: 'shapefile',
  status: 'pending',
  match: null,
  cdOrdemServico: null,
  vlOrdemServico: null,
  equipamentoId: null,
  appliedArea: null,
};

/** The reads the modal makes: the pending imports, the machines and the active orders. */
function mockReads(pending: TAsAppliedImport[]) {
  return vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/as-applied-imports') return pending as never;
    if (path === '/equipamentos')
      return { content: [{ cdEquipamento: 4, name: 'Sprayer 4' }], totalElements: 1 } as never;
    return {
      content: [{ cdOrdemServico: 31, vlOrdemServico: '1042', description: 'Spray corn' }],
      totalElements: 1,
    } as never;
  });
}

describe('the as-applied import', () => {
  it('uploads the file and shows the order it went on with its applied area', async () => {
    mockReads([]);
    const upload = vi.spyOn(api, 'upload').mockResolvedValue([IMPORT]);
    const { container } = await renderWithApp(<AsAppliedImportModal opened onClose={() => {}} />);
    const file = new File(['PK'], 'TASKDATA.zip', { type: 'application/zip' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const [path, body] = upload.mock.calls[0]!;
    expect(path).toBe('/as-applied-imports');
    expect(((body as FormData).get('file') as File).name).toBe('TASKDATA.zip');
    const outcome = await screen.findByTestId('as-applied-outcome');
    expect(outcome.textContent).toContain('#1042');
    expect(outcome.textContent).toContain('11 points');
    expect(outcome.textContent).toContain('ac');
    expect(container).toBeTruthy();
  });

  it("shows a file of several tasks as an outcome a task, each under its task's name", async () => {
    mockReads([]);
    vi.spyOn(api, 'upload').mockResolvedValue([
      IMPORT,
      { ...PENDING, id: 9, format: 'taskdata', part: 1, taskDesignators: ['Lost job'] },
    ]);
    await renderWithApp(<AsAppliedImportModal opened onClose={() => {}} />);
    const file = new File(['PK'], 'day.zip', { type: 'application/zip' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getAllByTestId('as-applied-outcome')).toHaveLength(2));
    const [matched, pending] = screen.getAllByTestId('as-applied-outcome');
    expect(matched!.textContent).toContain('Task #1042 Spray');
    expect(matched!.textContent).toContain('Stored on order #1042');
    expect(pending!.textContent).toContain('Task Lost job');
    expect(pending!.textContent).toContain('11 points wait');
  });

  it('lists the pending imports and assigns one to the order picked', async () => {
    mockReads([PENDING]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ ...PENDING, status: 'matched' });
    await renderWithApp(<AsAppliedImportModal opened onClose={() => {}} />, { locale: 'pt-br' });
    expect(await screen.findByText('applied.zip')).toBeTruthy();
    const assign = screen.getByRole('button', { name: 'Atribuir' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    const order = screen.getByTestId('as-applied-order-8');
    fireEvent.focus(order);
    fireEvent.click(order);
    fireEvent.click(await screen.findByRole('option', { name: '#1042 Spray corn', hidden: true }));
    fireEvent.click(assign);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/as-applied-imports/8/assign',
        { cdOrdemServico: 31 },
        expect.anything(),
      ),
    );
  });

  it('names the order found for a task no machine is known for, and assigns it with the machine picked', async () => {
    const found: TAsAppliedImport = {
      ...PENDING,
      id: 9,
      cdOrdemServico: 31,
      vlOrdemServico: '1042',
      match: 'ticket',
    };
    mockReads([found]);
    vi.spyOn(api, 'upload').mockResolvedValue([found]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ ...found, status: 'matched' });
    await renderWithApp(<AsAppliedImportModal opened onClose={() => {}} />);
    const file = new File(['PK'], 'applied.zip', { type: 'application/zip' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByTestId('as-applied-outcome')).textContent).toBe(
      'Found order #1042, but no machine was sent it: its 11 points wait below for you to pick the machine and assign them',
    );
    // The order found is already picked: the dispatcher picks the machine and assigns.
    const assign = await screen.findByRole('button', { name: 'Assign' });
    expect((assign as HTMLButtonElement).disabled).toBe(false);
    const machine = screen.getByTestId('as-applied-machine-9');
    fireEvent.focus(machine);
    fireEvent.click(machine);
    const machines = document.getElementById(machine.getAttribute('aria-controls')!)!;
    fireEvent.click(await within(machines).findByRole('option', { name: 'Sprayer 4', hidden: true }));
    fireEvent.click(assign);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/as-applied-imports/9/assign',
        { cdOrdemServico: 31, equipamentoId: 4 },
        expect.anything(),
      ),
    );
  });
});
