import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { TablePagination } from './TablePagination';

describe('TablePagination', () => {
  it('names its arrow buttons', async () => {
    await renderWithApp(<TablePagination total={3} value={2} onChange={() => undefined} withEdges />);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('in Portuguese too', async () => {
    await renderWithApp(<TablePagination total={3} value={2} onChange={() => undefined} withEdges />, {
      locale: 'pt-br',
    });
    for (const name of ['Primeira página', 'Página anterior', 'Próxima página', 'Última página'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
