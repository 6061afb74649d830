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
});
