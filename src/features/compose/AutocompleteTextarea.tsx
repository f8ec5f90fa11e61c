import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { applyCompletion, findToken, insertAt } from '../../lib/compose/autocomplete';
import { SuggestionOption } from './SuggestionOption';
import { useSuggestions, type Suggestion } from './use-suggestions';
import '../../styles/compose-autocomplete.css';

/** What the composer can do to the text from outside it (the emoji picker). */
export interface TextInsertion {
  /** Puts `text` in place of the selection and the caret after it; `spaced` keeps it apart from words. */
  insert: (text: string, spaced?: boolean) => void;
}

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'ref' | 'role'
>;

interface AutocompleteTextareaProps extends TextareaProps {
  value: string;
  onChange: (text: string) => void;
  ref?: Ref<TextInsertion>;
}

/**
 * The composer's text as an ARIA 1.2 combobox: `@account`, `#hashtag` and `:emoji` typed at the
 * caret open a list of suggestions, chosen with the arrows and Enter or Tab, or a click; Escape
 * closes the list and goes no further.
 */
export function AutocompleteTextarea({
  value,
  onChange,
  ref,
  ...props
}: AutocompleteTextareaProps) {
  const { t } = useLingui();
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const token = useMemo(() => (caret === null ? null : findToken(value, caret)), [value, caret]);
  const tokenKey = token ? `${token.start}:${token.query}` : null;
  const suggestions = useSuggestions(token);
  const open = focused && token !== null && tokenKey !== dismissed && suggestions.length > 0;
  const activeIndex = Math.min(active, suggestions.length - 1);

  const edit = (text: string, nextCaret: number) => {
    pendingCaret.current = nextCaret;
    onChange(text);
  };
  useImperativeHandle(ref, () => ({
    insert: (text, spaced) => {
      const element = textarea.current;
      const start = element?.selectionStart ?? value.length;
      const end = element?.selectionEnd ?? start;
      const edited = insertAt(value, start, end, text, spaced);
      edit(edited.text, edited.caret);
    },
  }));
  // After a completion or an insertion: the caret where it belongs, and the focus on the text.
  useLayoutEffect(() => {
    const element = textarea.current;
    const next = pendingCaret.current;
    if (!element || next === null) return;
    pendingCaret.current = null;
    element.focus();
    element.setSelectionRange(next, next);
    setCaret(next);
  }, [value]);

  const readCaret = () => {
    const element = textarea.current;
    if (!element) return;
    const collapsed = element.selectionStart === element.selectionEnd;
    setCaret(collapsed ? element.selectionStart : null);
  };
  const choose = (suggestion: Suggestion) => {
    if (!token) return;
    const edited = applyCompletion(value, token, suggestion.completion);
    edit(edited.text, edited.caret);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Keys that finish composing text (an input method's Enter) are not for the list.
    if (!open || event.nativeEvent.isComposing) return;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    const count = suggestions.length;
    if (event.key === 'ArrowDown') {
      handled();
      setActive((activeIndex + 1) % count);
    } else if (event.key === 'ArrowUp') {
      handled();
      setActive((activeIndex - 1 + count) % count);
    } else if (
      (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.shiftKey) ||
      (event.key === 'Tab' && !event.shiftKey)
    ) {
      handled();
      choose(suggestions[activeIndex]);
    } else if (event.key === 'Escape') {
      handled();
      setDismissed(tokenKey);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className="autocomplete">
      <textarea
        {...props}
        ref={textarea}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          setCaret(event.target.selectionStart);
          setActive(0);
          onChange(event.target.value);
        }}
        onSelect={readCaret}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        className="autocomplete-list"
        role="listbox"
        aria-label={t({
          message: 'Suggestions',
          comment: 'Label of the list of autocomplete suggestions (accounts, hashtags, emoji)',
        })}
        hidden={!open}
      >
        {open &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="autocomplete-option"
              // The text keeps the focus (and the caret) while an option is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <SuggestionOption suggestion={suggestion} />
            </li>
          ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open
          ? plural(suggestions.length, {
              one: '# suggestion, up and down arrows to move, Enter to choose',
              other: '# suggestions, up and down arrows to move, Enter to choose',
            })
          : ''}
      </p>
    </div>
  );
}
