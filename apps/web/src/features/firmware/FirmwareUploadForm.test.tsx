import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { TLocale } from '@tramline/domain';
import { api } from '../../api';
import { renderWithApp } from '../../test/render';
import { FirmwareUploadForm } from './FirmwareUploadForm';

// jsdom has no font loading API; the release notes' auto-sizing textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const FILE_REQUIRED: Record<TLocale, string> = {
  'en-us': 'Choose the firmware file',
  'en-ca': 'Choose the firmware file',
  'es-es': 'Elija el archivo de firmware',
  'pt-br': 'Escolha o arquivo de firmware',
};
const BAD_CHECKSUM: Record<TLocale, string> = {
  'en-us': 'Type the SHA-256 checksum as 64 hexadecimal characters',
  'en-ca': 'Type the SHA-256 checksum as 64 hexadecimal characters',
  'es-es': 'Escriba la suma SHA-256 con 64 caracteres hexadecimales',
  'pt-br': 'Digite o checksum SHA-256 com 64 caracteres hexadecimais',
};

const textInputs = (container: HTMLElement) =>
  [...container.querySelectorAll('input:not([type=file])')].filter(
    (input) => (input as HTMLInputElement).type !== 'hidden',
  ) as HTMLInputElement[];

describe('the firmware upload form', () => {
  it.each(Object.keys(FILE_REQUIRED) as TLocale[])(
    'asks for the file and a 64-character checksum before uploading (%s)',
    async (locale) => {
      const upload = vi.spyOn(api, 'upload');
      const { container } = await renderWithApp(<FirmwareUploadForm />, { locale });
      const [controller, model, version, sha256] = textInputs(container);
      fireEvent.change(controller!, { target: { value: 'Gen4' } });
      fireEvent.change(model!, { target: { value: 'R4045' } });
      fireEvent.change(version!, { target: { value: '4.2.0' } });
      fireEvent.change(sha256!, { target: { value: 'abc123' } });
      fireEvent.submit(container.querySelector('form')!);
      expect(await screen.findByText(FILE_REQUIRED[locale])).toBeTruthy();
      expect(screen.getByText(BAD_CHECKSUM[locale])).toBeTruthy();
      expect(upload).not.toHaveBeenCalled();
    },
  );

  it('uploads the file with its fields as multipart form data', async () => {
    const upload = vi.spyOn(api, 'upload').mockResolvedValue({ version: '4.2.0' });
    const { container } = await renderWithApp(<FirmwareUploadForm />);
    const file = new File(['firmware'], 'r4045.bin', { type: 'application/octet-stream' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
    const [controller, model, version, sha256] = textInputs(container);
    fireEvent.change(controller!, { target: { value: 'Gen4' } });
    fireEvent.change(model!, { target: { value: 'R4045' } });
    fireEvent.change(version!, { target: { value: '4.2.0' } });
    fireEvent.change(sha256!, { target: { value: 'a'.repeat(64) } });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const [path, body] = upload.mock.calls[0]!;
    expect(path).toBe('/firmware/packages');
    expect((body as FormData).get('version')).toBe('4.2.0');
    expect(((body as FormData).get('file') as File).name).toBe('r4045.bin');
  });
});
