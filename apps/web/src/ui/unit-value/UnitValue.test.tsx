import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { UnitValue } from './UnitValue';

describe('UnitValue', () => {
  it('shows a stored area in acres in English and hectares in Portuguese', async () => {
    const { unmount } = await renderWithApp(<UnitValue quantity="area" value={100} />);
    expect(screen.getByText('247.11 ac')).toBeTruthy();
    unmount();
    await renderWithApp(<UnitValue quantity="area" value={1250.5} />, { locale: 'pt-br' });
    expect(screen.getByText('1.250,5 ha')).toBeTruthy();
  });

  it('shows speeds and rates in the locale system and a dash without a value', async () => {
    await renderWithApp(
      <div>
        <UnitValue quantity="speed" value={16.09344} />
        <UnitValue quantity="liquidRate" value={93.5396} />
        <UnitValue quantity="mass" value={null} />
      </div>,
      { locale: 'en-ca' },
    );
    expect(screen.getByText('10 mph')).toBeTruthy();
    expect(screen.getByText('10 gal/ac')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
  });
});
