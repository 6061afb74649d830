import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { NumberSpinner, SPINNER_DEFAULTS } from './NumberSpinner';

describe('NumberSpinner', () => {
  it('uses the spec defaults: min 0, max 1000, step 1, repeat every 100 ms', () => {
    expect(SPINNER_DEFAULTS).toEqual({ min: 0, max: 1000, step: 1, repeatMs: 100 });
  });

  it('keeps typed values inside 0 to 1000', async () => {
    await renderWithApp(<NumberSpinner label="Cleaning time" defaultValue={5} />);
    const input = screen.getByRole('textbox', { name: 'Cleaning time' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1500' } });
    fireEvent.blur(input);
    expect(input.value).not.toBe('1500');
    fireEvent.change(input, { target: { value: '-3' } });
    expect(input.value).not.toContain('-');
  });

  it('writes decimals with a comma in Portuguese', async () => {
    await renderWithApp(<NumberSpinner label="Taxa" defaultValue={2.5} decimalScale={2} />, {
      locale: 'pt-br',
    });
    expect((screen.getByRole('textbox', { name: 'Taxa' }) as HTMLInputElement).value).toBe('2,5');
  });
});
