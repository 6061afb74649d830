import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TPage } from '@tramline/domain';
import type { TPageRequest } from '../../api/paging';
import { renderWithApp } from '../../test/render';
import { DataTable, type DataTableColumn } from './DataTable';

interface TProduct {
  id: number;
  name: string;
  type: string;
}

const products: TProduct[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `Product ${index + 1}`,
  type: index % 2 ? 'liquid' : 'dry',
}));

const columns: DataTableColumn<TProduct>[] = [
  { key: 'id', header: 'Code', render: (row) => row.id, sortable: true },
  { key: 'name', header: 'Name', render: (row) => row.name, sortable: true },
  { key: 'type', header: 'Type', render: (row) => row.type, hiddenByDefault: true },
];

function serverList() {
  const requests: TPageRequest[] = [];
  const query = (request: TPageRequest) => ({
    queryKey: ['products', request],
    queryFn: async (): Promise<TPage<TProduct>> => {
      requests.push(request);
      const [field, direction] = request.sort.split(',');
      const filtered = products
        .filter((row) => !request.search || row.name.includes(request.search))
        .sort((a, b) => {
          const order = field === 'name' ? a.name.localeCompare(b.name) : a.id - b.id;
          return direction === 'desc' ? -order : order;
        });
      return {
        content: filtered.slice(request.page * request.size, (request.page + 1) * request.size),
        totalElements: filtered.length,
        totalPages: Math.ceil(filtered.length / request.size),
        number: request.page,
        size: request.size,
      };
    },
  });
  return { requests, query };
}

describe('DataTable', () => {
  it('asks the server for the first page, zero-based, sorted by id', async () => {
    const { requests, query } = serverList();
    await renderWithApp(<DataTable id="products" columns={columns} query={query} rowKey={(row) => row.id} />);
    expect(await screen.findByText('Product 1')).toBeTruthy();
    expect(requests[0]).toEqual({ page: 0, size: 20, sort: 'id,asc' });
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
  });

  it('sorts on the server when a sortable header is clicked, flipping direction on a second click', async () => {
    const { requests, query } = serverList();
    await renderWithApp(<DataTable id="products" columns={columns} query={query} rowKey={(row) => row.id} />);
    await screen.findByText('Product 1');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(requests.at(-1)?.sort).toBe('name,asc'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(requests.at(-1)?.sort).toBe('name,desc'));
  });

  it('searches only from 2 characters and starts again from the first page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { requests, query } = serverList();
      await renderWithApp(
        <DataTable id="products" columns={columns} query={query} rowKey={(row) => row.id} />,
      );
      await screen.findByText('Product 1');
      fireEvent.click(screen.getByRole('button', { name: '2' }));
      await waitFor(() => expect(requests.at(-1)?.page).toBe(1));

      const search = screen.getByRole('textbox', { name: 'Search' });
      fireEvent.change(search, { target: { value: '4' } });
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(screen.getByText('Type at least 2 characters')).toBeTruthy();
      expect(requests.some((request) => request.search)).toBe(false);

      fireEvent.change(search, { target: { value: 'Product 4' } });
      await act(() => vi.advanceTimersByTimeAsync(500));
      await waitFor(() =>
        expect(requests.at(-1)).toEqual({ page: 0, size: 20, search: 'Product 4', sort: 'id,asc' }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides columns marked hidden until the user shows them', async () => {
    const { query } = serverList();
    await renderWithApp(
      <DataTable id="products-columns" columns={columns} query={query} rowKey={(row) => row.id} />,
    );
    await screen.findByText('Product 1');
    expect(screen.queryByRole('columnheader', { name: 'Type' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Type' }));
    expect(await screen.findByRole('columnheader', { name: 'Type' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('tramline.table.products-columns.hidden') ?? '[]')).toEqual(
      [],
    );
  });

  it('says so when there is nothing to list', async () => {
    const query = (request: TPageRequest) => ({
      queryKey: ['empty', request],
      queryFn: async () => ({ content: [], totalElements: 0, totalPages: 0, number: 0, size: request.size }),
    });
    await renderWithApp(
      <DataTable id="empty" columns={columns} query={query} rowKey={(row: TProduct) => row.id} />,
      {
        locale: 'pt-br',
      },
    );
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
  });

  it('styles rows through the row class and style callbacks', async () => {
    const { query } = serverList();
    await renderWithApp(
      <DataTable
        id="products-tone"
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.id === 2 ? 'row-danger' : undefined)}
        rowStyle={(row) => (row.id === 3 ? { background: 'yellow' } : undefined)}
      />,
    );
    const second = (await screen.findByText('Product 2')).closest('tr')!;
    expect(second.className).toContain('row-danger');
    const third = screen.getByText('Product 3').closest('tr')!;
    expect(third.style.background).toBe('yellow');
    expect(screen.getByText('Product 1').closest('tr')!.className).not.toContain('row-danger');
  });

  it('selects only selectable rows, one by one or the whole page, without opening the row', async () => {
    const { query } = serverList();
    const changes: (string | number)[][] = [];
    const opened = vi.fn();
    function Selecting() {
      const [selected, setSelected] = useState<Set<string | number>>(new Set());
      return (
        <DataTable
          id="products-select"
          columns={columns}
          query={query}
          rowKey={(row) => row.id}
          onRowClick={opened}
          selection={{
            selected,
            onChange: (next) => {
              changes.push([...next]);
              setSelected(next);
            },
            selectable: (row) => row.id % 2 === 0,
            rowLabel: (row) => `Select ${row.name}`,
            allLabel: 'Select page',
          }}
        />
      );
    }
    await renderWithApp(<Selecting />);
    await screen.findByText('Product 1');
    const odd = screen.getByRole('checkbox', { name: 'Select Product 1' }) as HTMLInputElement;
    expect(odd.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Product 2' }));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Select Product 2' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(changes.at(-1)).toEqual([2]);
    expect(opened).not.toHaveBeenCalled();
    expect(screen.getByText('Product 2').closest('tr')!.getAttribute('data-selected')).toBe('true');
    const all = screen.getByRole('checkbox', { name: 'Select page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    await waitFor(() => expect(changes.at(-1)).toHaveLength(10));
    expect(changes.at(-1)!.every((key) => Number(key) % 2 === 0)).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select page' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    await waitFor(() => expect(changes.at(-1)).toEqual([]));
  });
});
