import { findSlideTemplate } from '@slidewise/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSlideForm } from './test-support.tsx';

function catalogueTemplate(type: string) {
  const template = findSlideTemplate(type);
  if (!template) throw new Error(`no ${type} template`);
  return template;
}

describe('the slide form in Spanish', () => {
  it('names a table’s rows and cells apart, with their own add buttons', async () => {
    const table = catalogueTemplate('table');
    await renderSlideForm(
      table.model,
      {
        ...table.examples[0]!.data,
        rows: [
          ['Agua', 'Papel'],
          ['CO2', 'Eléctrico'],
        ],
      },
      { language: 'es-ES', type: 'table' },
    );
    const firstRow = screen.getByRole('group', { name: 'Fila 1' });
    expect(within(firstRow).getByRole('textbox', { name: /^Celda 2/ })).toBeTruthy();
    expect(within(firstRow).getByRole('button', { name: 'Añadir celda' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir fila' })).toBeTruthy();
    expect(within(firstRow).getAllByText('Escribe un espacio para dejar la celda vacía.').length).toBeGreaterThan(0);
  });

  it('labels a list item’s fields and its group from the template’s block', async () => {
    const dragToMatch = catalogueTemplate('drag-to-match');
    await renderSlideForm(dragToMatch.model, dragToMatch.examples[0]!.data, { language: 'es-ES', type: 'drag-to-match' });
    const firstItem = screen.getByRole('group', { name: 'Elemento 1' });
    expect(within(firstItem).getByRole('textbox', { name: /^Elemento que arrastrar/ })).toBeTruthy();
    expect(within(firstItem).getByRole('textbox', { name: /^Su destino/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Elementos y destinos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir elemento' })).toBeTruthy();
  });
});
