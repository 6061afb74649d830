import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { EquipmentForm } from './EquipmentForm';
import { signIn } from '../../test/screen-api';

describe('equipment form', () => {
  it('shows the description limit and required fields before sending anything', async () => {
    signIn('en-us', ['MANAGER']);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    try {
      await renderWithApp(<EquipmentForm />);
      fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'x'.repeat(61) } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The description exceeds the limit of 60 characters')).toBeTruthy();
      expect(screen.getAllByText('This is a required field!').length).toBeGreaterThanOrEqual(2);
      await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false));
    } finally {
      fetch.mockRestore();
    }
  });

  it('shows a boom width typed in feet in metres in pt-br', async () => {
    signIn('en-us', ['MANAGER']);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    try {
      const record = {
        cdEquipamento: 5,
        cdUnidade: 1,
        name: 'R4045 #11',
        clientCode: null,
        equipmentId: 'IA-SP-11',
        type: 'sprayer' as const,
        profile: null,
        model: null,
        make: null,
        year: null,
        controller: null,
        group: null,
        boomWidth: 36.576,
        spreaderWidth: null,
        spinnerRangeMin: null,
        spinnerRangeMax: null,
        tankCapacity: 4542.494,
        hasFixedImplement: false,
        fixedImplementId: null,
        implementType: null,
        fixedTanks: true,
        compartments: [],
        trailerType: null,
        stopReasonDelay: null,
        fieldEfficiency: 0.7,
        productClasses: [],
        active: true,
        version: 1,
      };
      await renderWithApp(<EquipmentForm record={record} />, { locale: 'pt-br' });
      expect((screen.getByLabelText('Largura da barra') as HTMLInputElement).value).toBe('36,58');
      expect((screen.getByLabelText('Capacidade do tanque') as HTMLInputElement).value).toBe('4.542,49');
    } finally {
      fetch.mockRestore();
    }
  });
});
