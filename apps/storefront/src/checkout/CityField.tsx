import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { checkoutApi, type CitySuggestion } from './checkout-api';
import { describedBy, FormField } from './FormField';

/** The seed hides the suggestions 200 ms after the field loses focus, so a click on one still lands. */
const HIDE_AFTER_BLUR_MS = 200;
const DEBOUNCE_MS = 250;

/**
 * City/kabupaten with suggestions from the shop's J&T area list, as an ARIA combobox: arrows move
 * through the list, Enter picks, Escape closes. Only a picked suggestion counts as the city;
 * typing again un-picks it (and so clears the province and area code).
 */
export function CityField(props: {
  city: string;
  onChoose: (city: CitySuggestion | null) => void;
  onLeave: () => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { city, onChoose, onLeave, error, disabled } = props;
  const [text, setText] = useState(city);
  const [suggestions, setSuggestions] = useState<CitySuggestion[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = 'checkout-city';

  useEffect(() => {
    const q = text.trim();
    if (!open || q === '' || q === city) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkoutApi.cities(q.slice(0, 100), controller.signal).then(
        (found) => {
          setSuggestions(found);
          setActive(-1);
        },
        () => !controller.signal.aborted && setSuggestions([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, city]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const choose = (suggestion: CitySuggestion) => {
    setText(suggestion.kabupaten_kota);
    setOpen(false);
    setSuggestions(null);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions?.length ?? 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count > 0) setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % count : (i - 1 + count) % count));
    } else if (event.key === 'Enter' && open && suggestions?.[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const shown = open && suggestions !== null && text.trim() !== '';
  const listId = `${id}-suggestions`;
  return (
    <FormField id={id} label="City/Kabupaten" error={error}>
      <div className="city-field">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          disabled={disabled}
          required
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            if (city) onChoose(null);
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setOpen(false), HIDE_AFTER_BLUR_MS);
            onLeave();
          }}
          onKeyDown={onKeyDown}
          {...describedBy(id, error)}
        />
        <ul id={listId} role="listbox" aria-label={t('City suggestions')} className="city-field__list" hidden={!shown}>
          {suggestions?.length === 0 && <li className="city-field__none">No matching city/kabupaten</li>}
          {suggestions?.map((suggestion, index) => (
            <li
              key={suggestion.kabupaten_kota}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'city-field__option city-field__option--active' : 'city-field__option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              {suggestion.kabupaten_kota}
              <span className="city-field__province">{suggestion.province}</span>
            </li>
          ))}
        </ul>
      </div>
    </FormField>
  );
}
