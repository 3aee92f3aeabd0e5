import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './combobox.module.css';

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2 combobox pattern, "list autocomplete"), in plain
 * React so the first page's search form needs no component library. The caller filters: it hears the
 * typed text through `onInputChange` and passes the options to show.
 *
 * Keys: ArrowDown / ArrowUp open the list and move through it (wrapping), Home / End jump to the first /
 * last option while the list is open, Enter chooses, Escape closes (a second Escape drops the typed text),
 * Tab closes. While the list is open the input starts empty with the chosen label as its placeholder,
 * so typing searches afresh; closing without a choice shows the chosen label again.
 */

export type ComboboxOption = {
  value: string;
  label: string;
  /** Secondary text on the right (a port's country); read only while the list is open (it may be a getter). */
  detail?: string;
};

type Props = {
  id?: string;
  value: string | undefined;
  /** What the input shows for the chosen value, whether or not it is among `options`. */
  valueLabel?: string;
  options: readonly ComboboxOption[];
  onChange: (value: string | undefined) => void;
  /** The text typed to filter the options; '' again once the typing ends (a choice, Escape, leaving). */
  onInputChange?: (text: string) => void;
  /** Shown in the popup when there is no option: loading, failed, nothing to offer yet, no match. */
  emptyText: string;
  /** Options are on their way: a spinner in the field and aria-busy on the list. */
  loading?: boolean;
  placeholder?: string;
  /** The accessible name of the clear (×) button. */
  clearLabel: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
};

type Active = 'chosen' | 'first' | 'last';

export function Combobox({
  id,
  value,
  valueLabel,
  options,
  onChange,
  onInputChange,
  emptyText,
  loading = false,
  placeholder,
  clearLabel,
  disabled = false,
  invalid = false,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'data-testid': testId,
}: Props) {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  /** The typed text, or null while the input shows the chosen label. */
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const count = options.length;
  const activeIndex = open && count > 0 ? Math.min(Math.max(active, 0), count - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const label = valueLabel ?? value ?? '';

  const type = (next: string | null) => {
    setText(next);
    onInputChange?.(next ?? '');
  };

  const show = (at: Active) => {
    const chosen = options.findIndex((option) => option.value === value);
    setActive(at === 'last' ? count - 1 : at === 'chosen' && chosen >= 0 ? chosen : 0);
    setOpen(true);
  };

  /** Closes the list; the typed text stays only when asked (the first Escape). */
  const close = (keepText = false) => {
    setOpen(false);
    if (!keepText && text !== null) type(null);
  };

  const choose = (option: ComboboxOption) => {
    setOpen(false);
    type(null);
    if (option.value !== value) onChange(option.value);
  };

  // A click anywhere else closes the list (focus may not be in the field, e.g. after the clear button).
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setText(null);
        onInputChange?.('');
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onInputChange]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys confirming an input method's candidate (Chinese, Japanese) belong to the input method.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show('chosen');
        else if (!event.altKey && count > 0) setActive((activeIndex + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close(true);
        else if (!open) show('last');
        else if (count > 0) setActive((activeIndex - 1 + count) % count);
        return;
      case 'Home':
      case 'End':
        if (open && count > 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        return;
      case 'Enter': {
        if (!open) return; // the form's submit
        event.preventDefault();
        const option = options[activeIndex];
        if (option) choose(option);
        else close(true);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        } else if (text !== null) {
          event.preventDefault();
          type(null);
        }
        return;
      case 'Tab':
        if (open) close();
        return;
    }
  };

  // Focus leaving the field (not for its own clear button) closes the list and drops the typed text.
  const leave = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  // Clicks on the field's frame (the arrow, the padding) focus the input and open or close the list.
  const onFrameMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled || event.target === inputRef.current) return;
    event.preventDefault();
    inputRef.current?.focus();
    if (open) close();
    else show('chosen');
  };

  const shown = open ? (text ?? '') : (text ?? label);
  const classes = [styles.combobox, invalid ? styles.invalid : '', disabled ? styles.disabled : '', className ?? ''];
  return (
    <div ref={rootRef} className={classes.filter(Boolean).join(' ')}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; the input has the keys */}
      <div className={styles.control} onMouseDown={onFrameMouseDown}>
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-describedby={ariaDescribedBy}
          aria-invalid={invalid || undefined}
          data-testid={testId}
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={shown}
          placeholder={open && label ? label : placeholder}
          onChange={(event) => {
            type(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => {
            if (!open) show('chosen');
          }}
          onKeyDown={onKeyDown}
          onBlur={leave}
        />
        {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {value !== undefined && !disabled ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={clearLabel}
            onMouseDown={(event) => event.stopPropagation()}
            onBlur={leave}
            onClick={() => {
              setOpen(false);
              type(null);
              onChange(undefined);
              inputRef.current?.focus();
            }}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        ) : (
          <svg className={styles.chevron} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        )}
      </div>
      {/* Kept in the page while closed, so aria-controls always names an element. */}
      <div className={styles.popup} hidden={!open}>
        {count === 0 ? (
          <div className={styles.empty} role="status">
            {emptyText}
          </div>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : ariaLabelledBy}
          aria-busy={loading || undefined}
          className={styles.listbox}
          // Keeps the focus in the input while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {/* The options only while open: a closed list costs nothing to render, style or lay out. */}
          {(open ? options : []).map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys drive the options (aria-activedescendant)
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              data-chosen={option.value === value || undefined}
              className={styles.option}
              onClick={() => choose(option)}
              onMouseMove={() => {
                if (index !== activeIndex) setActive(index);
              }}
            >
              <span className={styles.optionLabel}>{option.label}</span>
              {option.detail ? <span className={styles.optionDetail}>{option.detail}</span> : null}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
