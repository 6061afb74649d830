import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { signIn } from '../../test/screen-api';
import { UnitValue, useUnits } from './UnitValue';

function TypedArea({ typed }: { typed: number }) {
  const units = useUnits();
  return <span>{`${units.fromDisplay('area', typed)} ${units.unit('area')}`}</span>;
}

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

  describe("with a signed-in user's choice of units", () => {
    afterEach(() => sessionStore.clear());

    it('shows hectares in English for a user who chose metric, acres when they follow the language', async () => {
      signIn('en-us', ['ADMIN'], 'metric');
      const { unmount } = await renderWithApp(<UnitValue quantity="area" value={1250.5} />);
      expect(screen.getByText('1,250.5 ha')).toBeTruthy();
      unmount();
      signIn('en-us', ['ADMIN'], 'language');
      await renderWithApp(<UnitValue quantity="area" value={100} />);
      expect(screen.getByText('247.11 ac')).toBeTruthy();
    });

    it('shows acres with Spanish separators for a user who chose imperial, and reads typed values in them', async () => {
      signIn('es-es', ['ADMIN'], 'imperial');
      await renderWithApp(
        <div>
          <UnitValue quantity="area" value={100} />
          <TypedArea typed={1} />
        </div>,
        { locale: 'es-es' },
      );
      expect(screen.getByText('247,11 ac')).toBeTruthy();
      expect(screen.getByText('0.40468564224 ac')).toBeTruthy();
    });
  });
});
