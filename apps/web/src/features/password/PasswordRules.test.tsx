import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { PasswordRules } from './PasswordRules';

const failing = () =>
  [...screen.getByTestId('password-rules').querySelectorAll('[data-passed="false"]')].map(
    (item) => item.textContent,
  );

describe('PasswordRules', () => {
  it('ticks each rule of the policy while the user types', async () => {
    const { rerender } = await renderWithApp(
      <PasswordRules password="fieldwork2026" confirmation="fieldwork2026" />,
    );
    expect(failing()).toEqual(['An uppercase letter', 'A special character (such as # or !)']);
    rerender(<PasswordRules password="Fieldwork#2026" confirmation="Fieldwork#2026x" />);
    expect(failing()).toEqual(['The same password twice']);
    rerender(<PasswordRules password="Fw#1" />);
    expect(failing()).toEqual(['8 to 20 characters']);
  });
});
