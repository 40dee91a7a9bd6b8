import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './combobox.css';

export interface ComboboxOption {
  id: string;
  label: string;
}

interface ComboboxProps {
  label: string;
  hint?: string;
  /** What can be picked (already picked items left out by the caller). */
  options: readonly ComboboxOption[];
  onSelect(option: ComboboxOption): void;
  /** When given, a typed value that matches no option can be added as a new item. */
  onCreate?: (label: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

type Choice = { kind: 'option'; option: ComboboxOption } | { kind: 'create'; label: string };

/**
 * A text box that filters a list as you type (WAI-ARIA combobox with a listbox popup). spec templates
 * §5: a select shows 'No results found' and an option to add a new item.
 */
export function Combobox({ label, hint, options, onSelect, onCreate, disabled, placeholder }: ComboboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const query = text.trim();
  const choices = useMemo<Choice[]>(() => {
    const lower = query.toLocaleLowerCase();
    const matches = options.filter((option) => option.label.toLocaleLowerCase().includes(lower));
    const list: Choice[] = matches.map((option) => ({ kind: 'option', option }));
    const exact = options.some((option) => option.label.toLocaleLowerCase() === lower);
    if (onCreate && query !== '' && !exact) list.push({ kind: 'create', label: query });
    return list;
  }, [options, query, onCreate]);
  const noResults = !choices.some((choice) => choice.kind === 'option');

  const choose = (choice: Choice | undefined) => {
    if (!choice) return;
    if (choice.kind === 'option') onSelect(choice.option);
    else onCreate?.(choice.label);
    setText('');
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActiveIndex((index) => (choices.length === 0 ? -1 : (index + 1) % choices.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActiveIndex((index) => (choices.length === 0 ? -1 : (index - 1 + choices.length) % choices.length));
        break;
      case 'Enter': {
        if (!open && query === '') return;
        event.preventDefault();
        const exact = choices.find(
          (choice) => choice.kind === 'option' && choice.option.label.toLocaleLowerCase() === query.toLocaleLowerCase(),
        );
        choose(choices[activeIndex] ?? exact ?? choices.find((choice) => choice.kind === 'create'));
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        }
        break;
    }
  };

  const expanded = open && !disabled;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className="field combobox">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="combobox__control">
        <input
          id={id}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          value={text}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: a list of options, the active one named by aria-activedescendant while focus stays in the text box */}
        <ul className="combobox__list" id={listId} role="listbox" aria-label={label} hidden={!expanded}>
          {noResults ? (
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
            <li className="combobox__empty" role="option" aria-disabled="true" aria-selected="false">
              {t('select.noResults')}
            </li>
          ) : null}
          {choices.map((choice, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the text box's arrow keys and Enter choose an option
            <li
              key={choice.kind === 'option' ? choice.option.id : 'create'}
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
              role="option"
              aria-selected={index === activeIndex}
              className={`combobox__option${index === activeIndex ? ' combobox__option--active' : ''}${choice.kind === 'create' ? ' combobox__option--create' : ''}`}
              // Keep focus in the text box while a pointer picks an option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(choice)}
            >
              {choice.kind === 'option' ? choice.option.label : t('select.addOption', { value: choice.label })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
