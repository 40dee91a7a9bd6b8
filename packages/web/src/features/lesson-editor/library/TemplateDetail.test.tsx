import { findSlideTemplate, toTemplateInfo, type Slide } from '@slidewise/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../test/with-i18n.tsx';
import { TemplateLibrary } from './TemplateLibrary.tsx';

describe('a template in the library, in Spanish', () => {
  it('shows its name, writing tips and examples translated, and names a slide started from an example in Spanish', async () => {
    const numberPicker = findSlideTemplate('number-picker');
    if (!numberPicker) throw new Error('no number-picker template');
    const onInsert = vi.fn<(slides: Slide[]) => void>();
    render(
      <I18nextProvider i18n={await createTestI18n('es-ES')}>
        <TemplateLibrary templates={[toTemplateInfo(numberPicker)]} currentTemplateIndex={0} onInsert={onInsert} newId={() => 'new-1'} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Selector de números');
    expect(screen.getByText(/^Pide un número entero exacto/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Insertar el ejemplo «Los huesos del cuerpo»' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Insertar el ejemplo «Pedido mínimo»' }));
    const prefixExample = numberPicker.examples.find((example) => example.subtype === 'prefix');
    expect(onInsert.mock.calls[0]?.[0][0]).toMatchObject({
      type: 'number-picker',
      subtype: 'prefix',
      name: 'Pedido mínimo',
      data: prefixExample?.data,
    });
  });
});
