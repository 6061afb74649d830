import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { useLocale } from '../../i18n';
import { renderWithApp } from '../../test/render';
import { RecordFormFrame } from './RecordFormFrame';
import { zodValidator } from './zod-validator';

const ZPlace = z.object({ name: z.string().trim().min(1).max(10), radius: z.number().positive() });
type TPlace = { name: string; radius: number };

function PlaceForm({ onSubmit }: { onSubmit: (values: TPlace) => Promise<unknown> }) {
  const locale = useLocale();
  const form = useForm<TPlace>({
    initialValues: { name: '', radius: 0 },
    validate: zodValidator<TPlace>(ZPlace, locale),
  });
  return (
    <RecordFormFrame title="Place" form={form} onSubmit={onSubmit}>
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
    </RecordFormFrame>
  );
}

describe('RecordFormFrame', () => {
  it("shows the spec's validation messages in the user's language before saving", async () => {
    let saved = false;
    await renderWithApp(<PlaceForm onSubmit={async () => (saved = true)} />, { locale: 'pt-br' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este é um campo obrigatório!')).toBeTruthy();
    expect(screen.getByText('Os campos marcados com * são obrigatórios')).toBeTruthy();
    expect(saved).toBe(false);
  });

  it('notifies a successful save', async () => {
    function ValidForm() {
      const form = useForm({ initialValues: { name: 'Depot' } });
      return (
        <RecordFormFrame title="Place" form={form} onSubmit={async () => 'ok'}>
          <TextInput label="Name" {...form.getInputProps('name')} />
        </RecordFormFrame>
      );
    }
    await renderWithApp(<ValidForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
  });

  it('puts what the record adds, a link to the new record, under the saved notice', async () => {
    function NewRecordForm() {
      const form = useForm({ initialValues: { name: 'Depot' } });
      return (
        <RecordFormFrame
          title="Place"
          form={form}
          onSubmit={async () => ({ id: 7 })}
          savedNotice={(saved) => <a href={`/places/${saved.id}`}>{`Open place ${saved.id}`}</a>}
        >
          <TextInput label="Name" {...form.getInputProps('name')} />
        </RecordFormFrame>
      );
    }
    await renderWithApp(<NewRecordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const link = await screen.findByRole('link', { name: 'Open place 7' });
    expect(link.getAttribute('href')).toBe('/places/7');
    expect(screen.getAllByText('Saved successfully').length).toBeGreaterThan(0);
  });

  it('shows the server message and marks the field named in its details', async () => {
    function ConflictForm() {
      const form = useForm({ initialValues: { name: 'Depot' } });
      return (
        <RecordFormFrame
          title="Place"
          form={form}
          onSubmit={async () => {
            throw new ApiError(409, 'duplicateCode', 'Code already in use', [
              { path: 'name', code: 'duplicate', message: 'Name already in use' },
            ]);
          }}
        >
          <TextInput label="Name" {...form.getInputProps('name')} />
        </RecordFormFrame>
      );
    }
    await renderWithApp(<ConflictForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name already in use')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Code already in use').length).toBeGreaterThan(0));
  });

  it("titles a failure with the record's own words when it has them", async () => {
    function OrderForm() {
      const form = useForm({ initialValues: { name: 'Ticket' } });
      return (
        <RecordFormFrame
          title="Order"
          form={form}
          saveErrorTitle="Error saving order!"
          onSubmit={async () => {
            throw new ApiError(500, 'internalError', 'Something went wrong', []);
          }}
        >
          <TextInput label="Name" {...form.getInputProps('name')} />
        </RecordFormFrame>
      );
    }
    await renderWithApp(<OrderForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Error saving order!').length).toBeGreaterThan(0));
  });
});
