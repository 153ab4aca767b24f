// Picks one item out of many that live on the server (pages, projects, …): a React Aria combobox
// that asks the server for one batch, searches there as typing pauses, and asks for the chosen
// item by id, so its title shows even when it is not in the batch. Keyboard: arrows open and move,
// Enter chooses, Escape or leaving the field puts the chosen item's title back. Tab passes it closed:
// the options open on typing, ArrowDown/ArrowUp, a click in the field or on its chevron — never on
// focus alone (the header's project picker popped open as Tab went through the top bar, and the open
// popover hid the rest of the page from screen readers).
import { useContext, useState, type FocusEvent, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { ComboBox, ComboBoxStateContext, ListBoxItem } from 'react-aria-components/ComboBox';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Text } from 'react-aria-components/Text';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useSettled } from '../lib/useSettled';

export interface PickOption { id: number; label: string; hint?: string }
export interface PickBatch {
  items: PickOption[];
  more: boolean;
  /** How many items match in all (the list route's total_items), where the route tells. */
  total?: number;
}

/** A page of a list-contract route (items + total_items) as a picker's batch, each item made an option. */
export function batchOf<T>(page: { items: T[]; total_items: number }, option: (item: T) => PickOption): PickBatch {
  return { items: page.items.map(option), more: page.total_items > page.items.length, total: page.total_items };
}

/** Items in one answer: enough to scroll, few enough to read; the rest is found by typing. */
export const PICKER_BATCH = 30;
const ALL = 'all';
const MORE = 'more';

/** The query key of one answer of a picker: a screen that asks the same (e.g. for the total) shares it. */
export function pickerFindKey(queryKey: readonly unknown[], search: string, batch: number): unknown[] {
  return [...queryKey, 'find', search, batch];
}

/**
 * The picker's first answer (no search) outside the picker: a screen shows the picker only when
 * there is a choice (`total`), and asking with the picker's key means the server is asked once.
 */
export function useFirstBatch(queryKey: readonly unknown[], find: (search: string, limit: number) => Promise<PickBatch>, batch: number = PICKER_BATCH, enabled = true) {
  return useQuery({ queryKey: pickerFindKey(queryKey, '', batch), queryFn: () => find('', batch), enabled });
}

/** Whether the event being handled is a scroll (React Aria's close-on-scroll calls back from inside it). */
function isScrolling(): boolean {
  // window.event (old, but in every browser) is the one way to ask which event a library's callback runs in.
  return typeof window !== 'undefined' && window.event?.type === 'scroll';
}

/** The picker's field: a click in it opens the options; focus alone does not, so Tab passes it closed. */
function PickerInput({ testId, placeholder, onFocus }: { testId: string; placeholder: string; onFocus: (e: FocusEvent<HTMLInputElement>) => void }) {
  const state = useContext(ComboBoxStateContext);
  const open = (trigger: 'manual') => {
    if (state && !state.isOpen) state.open(null, trigger);
  };
  return (
    <Input className="field__input search-picker__input" data-testid={testId} placeholder={placeholder} onFocus={onFocus}
      onClick={() => open('manual')} />
  );
}

export interface SearchPickerProps {
  label: string;
  /** The chosen item; null = none (or "all" when `allLabel` is given). */
  value: number | null;
  /** `option` is the item as the options showed it (null for "all" or none), so a caller can name it. */
  onChange: (id: number | null, option: PickOption | null) => void;
  /** The first option, standing for no item (e.g. «Все страницы»). */
  allLabel?: string;
  helper?: string;
  error?: string | null;
  testId: string;
  placeholder: string;
  /** Shown when the account has nothing to pick. */
  noneText: string;
  /** Query key prefix of the server state this picker reads. */
  queryKey: readonly unknown[];
  /** At most `limit` items matching `search` ('' = any), and whether more match. */
  find: (search: string, limit: number) => Promise<PickBatch>;
  /** The item with this id, null when it is gone. */
  get: (id: number) => Promise<PickOption | null>;
  /** Items asked for at once (default PICKER_BATCH); a route with fixed page sizes passes one of them. */
  batch?: number;
  /** The label is read by screen readers only (a control whose place says what it is, e.g. the header). */
  labelHidden?: boolean;
  className?: string;
  /** A decorative icon inside the field, before the text. */
  icon?: ReactNode;
}

export function SearchPicker({ label, value, onChange, allLabel, helper, error, testId, placeholder, noneText, queryKey, find, get, batch = PICKER_BATCH, labelHidden, className, icon }: SearchPickerProps) {
  const { t } = useTranslation();
  // null: the input shows the chosen item; a string: what the user has typed since.
  const [typed, setTyped] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const search = useSettled(term);
  const found = useQuery({
    queryKey: pickerFindKey(queryKey, search, batch),
    queryFn: () => find(search, batch),
    placeholderData: keepPreviousData,
  });
  const inFound = value !== null && Boolean(found.data?.items.some((o) => o.id === value));
  const chosen = useQuery({
    queryKey: [...queryKey, 'get', value],
    queryFn: () => (value === null ? null : get(value)),
    enabled: value !== null && found.isSuccess && !inFound,
  });
  // The option just chosen from a search: its title shows at once, while the batch without the
  // search (which may not hold it) and the ask by id come. Without it the field went blank for a
  // moment, and React Aria took the title's arrival for typing and opened the options again.
  const [picked, setPicked] = useState<PickOption | null>(null);
  const chosenOption = value === null ? null : found.data?.items.find((o) => o.id === value) ?? (chosen.data?.id === value ? chosen.data : null) ?? (picked?.id === value ? picked : null);
  const chosenLabel = value === null ? (allLabel ?? '') : chosenOption?.label ?? '';

  const searching = search !== '' || term !== '';
  const pending = found.isFetching || search !== term;
  const options: { id: string; label: string; hint?: string }[] = [];
  // Not searching: "all" and the chosen item first (it may be outside the first batch).
  if (!searching && allLabel) options.push({ id: ALL, label: allLabel });
  if (!searching && chosenOption && !inFound) options.push({ ...chosenOption, id: String(chosenOption.id) });
  for (const o of found.data?.items ?? []) options.push({ ...o, id: String(o.id) });
  if (found.data?.more) options.push({ id: MORE, label: t('picker.more', { n: batch }) });

  const currentKey = value === null ? (allLabel ? ALL : null) : String(value);

  // Focus selects the chosen item's title, so typing replaces it. React Aria focuses the input again
  // as the options change under the first typed letter: selecting then would make the second letter
  // replace the first («Проект» came out «роект»), so only the chosen title is ever selected.
  const onFocus = (e: FocusEvent<HTMLInputElement>) => {
    if (e.currentTarget.value === chosenLabel) e.currentTarget.select();
  };

  return (
    <ComboBox
      className={`field search-picker${className ? ` ${className}` : ''}`}
      items={options}
      selectedKey={currentKey}
      inputValue={typed ?? chosenLabel}
      onInputChange={(text) => {
        setTyped(text);
        setTerm(text.trim());
      }}
      // With both the text and the choice controlled, React Aria calls this on a choice and on leaving
      // the field (with the kept choice): either way the input shows the chosen item again.
      onSelectionChange={(key) => {
        // React Aria closes the options when the page scrolls (that refocus scrolls a field half below
        // the fold into view) and hands back the kept choice: the user is still typing, so what they
        // typed stays, and the options open again with the next letter.
        if (key === currentKey && typed !== null && isScrolling()) return;
        setTyped(null);
        setTerm('');
        if (key === null || key === MORE) return;
        const next = key === ALL ? null : Number(key);
        const option = options.find((o) => o.id === key);
        const chosenNow = next !== null && option ? { id: next, label: option.label, hint: option.hint } : null;
        if (chosenNow) setPicked(chosenNow);
        if (next !== value) onChange(next, chosenNow);
      }}
      disabledKeys={[MORE]}
      menuTrigger="input"
      isInvalid={Boolean(error)}
      allowsEmptyCollection
      aria-busy={pending || undefined}
    >
      <Label className={labelHidden ? 'visually-hidden' : 'field__label'}>{label}</Label>
      <div className={`search-picker__control${icon ? ' search-picker__control--icon' : ''}`}>
        {icon && <span className="search-picker__icon" aria-hidden="true">{icon}</span>}
        <PickerInput testId={testId} placeholder={placeholder} onFocus={onFocus} />
        <AriaButton className="search-picker__toggle" aria-label={t('picker.open')}><ChevronDown size={16} aria-hidden="true" /></AriaButton>
      </div>
      {error ? <Text slot="errorMessage" className="field__error">{error}</Text> : helper && <Text slot="description" className="field__help">{helper}</Text>}
      <Popover className="popover">
        <ListBox className="listbox" data-testid={`${testId}-options`}
          renderEmptyState={() => <p className="listbox__empty" role="status">{pending ? t('common.loading') : found.isError ? t('common.loadFailed') : searching ? t('table.nothingFound') : noneText}</p>}>
          {(item: (typeof options)[number]) => (
            <ListBoxItem id={item.id} className={`listbox__item${item.id === MORE ? ' listbox__item--note' : ''}`} textValue={item.label}>
              <span>{item.label}</span>{item.hint && <span className="muted"> · {item.hint}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
