import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { DateRangePicker } from './DateRangePicker';
import type { TDateRange } from './presets';

describe('DateRangePicker', () => {
  it('offers the spec presets in the user language and picks a range with one click', async () => {
    const changes: TDateRange[] = [];
    function Picker() {
      const [value, setValue] = useState<TDateRange>([null, null]);
      return (
        <DateRangePicker
          value={value}
          today="2026-05-20"
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    await renderWithApp(<Picker />, { locale: 'pt-br' });
    fireEvent.click(screen.getByRole('button', { name: 'Período' }));
    await screen.findByText('Hoje');
    const presets = document.querySelectorAll('.mantine-DatePickerInput-presetButton');
    expect([...presets].map((button) => button.textContent)).toEqual([
      'Hoje',
      'Últimos 7 dias',
      'Últimos 30 dias',
      'Últimos 3 meses',
      'Últimos 6 meses',
      'Último ano',
      'Ano até hoje',
    ]);
    fireEvent.click(screen.getByText('Últimos 7 dias'));
    expect(changes.at(-1)).toEqual(['2026-05-14', '2026-05-20']);
  });

  it('labels itself in English by default', async () => {
    await renderWithApp(<DateRangePicker value={[null, null]} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Period' })).toBeTruthy();
  });
});
