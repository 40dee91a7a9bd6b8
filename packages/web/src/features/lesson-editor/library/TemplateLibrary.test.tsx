import {
  DEFAULT_TEMPLATE_INDEX,
  slideTemplates,
  templateCategories,
  templatesForPlan,
  toTemplateInfo,
  type Slide,
  type SlideTemplateInfo,
} from '@slidewise/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../test/with-i18n.tsx';
import { TemplateLibrary } from './TemplateLibrary.tsx';
import { TemplateLibraryDialog } from './TemplateLibraryDialog.tsx';

const served: SlideTemplateInfo[] = slideTemplates.map(toTemplateInfo);

async function renderLibrary(props: Partial<Parameters<typeof TemplateLibrary>[0]> = {}, language = 'en-US') {
  const i18n = await createTestI18n(language);
  const onInsert = vi.fn<(slides: Slide[]) => void>();
  const onCurrentTemplateChange = vi.fn<(index: number) => void>();
  let ids = 0;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <TemplateLibrary
        templates={served}
        onInsert={onInsert}
        onCurrentTemplateChange={onCurrentTemplateChange}
        newId={() => `new-${++ids}`}
        {...props}
      />
    </I18nextProvider>,
  );
  return { ...view, user: userEvent.setup(), onInsert, onCurrentTemplateChange };
}

const options = () => within(screen.getByRole('listbox', { name: 'Templates' })).getAllByRole('option');
const selectedOption = () => options().find((option) => option.getAttribute('aria-selected') === 'true');
const optionNames = () => options().map((option) => option.firstElementChild?.textContent);

describe('the template library', () => {
  it('opens at the current template (index 42 by default), in its category', async () => {
    await renderLibrary();
    const current = served[DEFAULT_TEMPLATE_INDEX]!;
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain(current.category);
    expect(selectedOption()?.firstElementChild?.textContent).toBe(current.displayName);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(current.displayName);
  });

  it('has Start here, All and the nine categories in the spec’s order, each with its count', async () => {
    const { user } = await renderLibrary();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.firstChild?.textContent)).toEqual(['Start here', 'All', ...templateCategories]);
    await user.click(screen.getByRole('tab', { name: /^Game/ }));
    const games = served.filter((template) => template.category === 'Game' && template.visibleInPicker);
    expect(optionNames()).toEqual(games.map((template) => template.displayName));
    expect(screen.getByRole('tab', { name: /^Game/ }).textContent).toBe(`Game ${games.length}`);
  });

  it('searches names and descriptions across categories, and says when nothing matches', async () => {
    const { user } = await renderLibrary();
    await user.click(screen.getByRole('tab', { name: /^All/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'elevator');
    expect(optionNames()).toContain('Elevator');
    expect(optionNames().length).toBeLessThan(5);
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), ' zzzz');
    expect(screen.getByText('No templates match')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all templates' }));
    // Every template once, and the plain multiple-choice question beside its game.
    expect(options()).toHaveLength(served.filter((template) => template.visibleInPicker).length + 1);
  });

  it('searches every category whichever tab is open, and a tab then narrows the matches', async () => {
    const { user } = await renderLibrary();
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Multiple Choice');
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'elevator');
    expect(screen.getByRole('tab', { selected: true }).firstChild?.textContent).toBe('All');
    expect(optionNames()).toContain('Elevator');
    await user.click(screen.getByRole('tab', { name: /^Content/ }));
    expect(screen.getByText('No templates match')).toBeTruthy();
  });

  it('opens an empty lesson on Start here at the title slide, leaving the current template index alone', async () => {
    const { onCurrentTemplateChange } = await renderLibrary({ lessonIsEmpty: true });
    expect(screen.getByRole('tab', { selected: true }).firstChild?.textContent).toBe('Start here');
    expect(selectedOption()?.firstElementChild?.textContent).toBe('Title');
    expect(optionNames()).toEqual(['Title', 'Bulleted list', 'Image', 'Multiple-choice question', 'True or false', 'Exit']);
    expect(onCurrentTemplateChange).not.toHaveBeenCalled();
  });

  it('makes a plain multiple-choice question easy to find: the game without its clock', async () => {
    const { user, onInsert } = await renderLibrary();
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'multiple-choice question');
    expect(optionNames().slice(0, 2)).toEqual(['Multiple choice game', 'Multiple-choice question']);
    await user.click(screen.getByRole('option', { name: /^Multiple-choice question/ }));
    await user.click(screen.getByRole('button', { name: 'Insert a blank Multiple-choice question slide' }));
    const [question] = onInsert.mock.calls[0]![0];
    expect(question).toMatchObject({ type: 'multiple-choice-game', data: { timer: { disabled: true } } });
    expect((question!.data.timer as { limit: number }).limit).toBeGreaterThan(0);
  });

  it('shows what the chosen template looks like: its example drawn by the player', async () => {
    // Pictures are drawn as they come into view; here everything is in view at once.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly seen: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.seen([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        disconnect() {}
      },
    );
    await renderLibrary({ lessonIsEmpty: true });
    const detail = document.querySelector('.template-library__detail')!;
    await waitFor(() => expect(detail.querySelector('.slide-miniature .sw-slide[data-slide-type="title"]')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(detail.querySelector('.slide-miniature')?.getAttribute('aria-hidden')).toBe('true');
    expect(detail.querySelector('.slide-miniature__screen')?.hasAttribute('inert')).toBe(true);
    vi.unstubAllGlobals();
  });

  it('offers only what the plan serves and the picker shows', async () => {
    const freemium = templatesForPlan('freemium').map(toTemplateInfo);
    const { user } = await renderLibrary({ templates: freemium });
    await user.click(screen.getByRole('tab', { name: /^All/ }));
    const names = optionNames();
    for (const hidden of served.filter((template) => !template.visibleInPicker || template.hiddenFromPlans.includes('freemium'))) {
      expect(names).not.toContain(hidden.displayName);
    }
    const offered = freemium.filter((template) => template.visibleInPicker);
    const plainQuestion = offered.some((template) => template.type === 'multiple-choice-game') ? 1 : 0;
    expect(names).toHaveLength(offered.length + plainQuestion);
  });

  it('inserts a blank slide with the model’s defaults, or an example with its data and subtype', async () => {
    const { user, onInsert } = await renderLibrary();
    const template = served.find((candidate) => candidate.visibleInPicker && candidate.examples.length > 0)!;
    await user.click(screen.getByRole('tab', { name: /^All/ }));
    await user.click(screen.getByRole('option', { name: new RegExp(`^${template.displayName}`) }));
    await user.click(screen.getByRole('button', { name: `Insert a blank ${template.displayName} slide` }));
    expect(onInsert).toHaveBeenCalledTimes(1);
    const [blank] = onInsert.mock.calls[0]![0];
    expect(blank).toMatchObject({ id: 'new-1', type: template.type, subtype: 'default', templateName: template.displayName });

    const example = template.examples[0]!;
    await user.click(screen.getByRole('button', { name: `Insert the example “${example.name}”` }));
    const [fromExample] = onInsert.mock.calls[1]![0];
    expect(fromExample).toMatchObject({
      id: 'new-2',
      type: template.type,
      subtype: example.subtype,
      name: example.name,
      data: example.data,
    });
  });

  it('is used by keyboard: tabs with arrows, the list with arrows, Enter to the ways of starting', async () => {
    const { user, onCurrentTemplateChange } = await renderLibrary();
    const current = screen.getByRole('tab', { selected: true });
    current.focus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true }).firstChild?.textContent).toBe('Start here');
    expect(document.activeElement).toBe(screen.getByRole('tab', { selected: true }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).firstChild?.textContent).toBe('Game');

    const listbox = screen.getByRole('listbox', { name: 'Templates' });
    listbox.focus();
    await user.keyboard('{Home}{ArrowDown}');
    const second = served.filter((template) => template.category === 'Game' && template.visibleInPicker)[1]!;
    expect(selectedOption()?.firstElementChild?.textContent).toBe(second.displayName);
    expect(listbox.getAttribute('aria-activedescendant')).toBe(selectedOption()?.id);
    expect(onCurrentTemplateChange).toHaveBeenLastCalledWith(served.indexOf(second));
    await user.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`Insert a blank ${second.displayName} slide`);
  });

  it('speaks Spanish', async () => {
    await renderLibrary({}, 'es-ES');
    expect(screen.getByRole('searchbox', { name: 'Buscar plantillas' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.firstChild?.textContent)).toContain('Opción múltiple');
    expect(screen.getByRole('button', { name: /^Insertar una diapositiva/ }).textContent).toBe('En blanco');
  });
});

describe('the template library dialog', () => {
  it('is a modal dialog that closes on Escape and after inserting', async () => {
    const i18n = await createTestI18n();
    const onClose = vi.fn();
    const onInsert = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <TemplateLibraryDialog open templates={served} onClose={onClose} onInsert={onInsert} />
      </I18nextProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a slide' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: /^Insert a blank/ }));
    expect(onInsert).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
