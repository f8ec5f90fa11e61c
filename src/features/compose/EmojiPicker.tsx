import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Smile } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { EmojiGrid, type PickedEmoji } from './EmojiGrid';
import { EmojiGroupNav } from './EmojiGroupNav';
import {
  groupCustom,
  groupStandard,
  shownSections,
  type StandardEmoji,
} from '../../lib/compose/emoji-picker';
import { useCustomEmojis } from '../../state/autocomplete';
import { loadStandardEmoji } from './standard-emoji';
import { usePopover } from '../../components/use-popover';
import '../../styles/compose-autocomplete.css';

/** A search shows this many emoji at most ("a" matches most of them). */
const SEARCH_RESULTS_SHOWN = 200;

/** Unicode's emoji groups, by their number in the data. */
const GROUPS: Record<number, ReturnType<typeof msg>> = {
  0: msg`Smileys and emotion`,
  1: msg`People and body`,
  3: msg`Animals and nature`,
  4: msg`Food and drink`,
  5: msg`Travel and places`,
  6: msg({ message: 'Activities', comment: 'Emoji category: sports, games, celebrations' }),
  7: msg({ message: 'Objects', comment: 'Emoji category: objects (tools, clothes, devices)' }),
  8: msg({ message: 'Symbols', comment: 'Emoji category: symbols (signs, arrows, hearts)' }),
  9: msg({ message: 'Flags', comment: 'Emoji category: flags of countries and others' }),
};

interface EmojiPickerProps {
  /** Called with the text to insert: `:shortcode:` (kept apart from words) or the character. */
  onChoose: (text: string, spaced: boolean) => void;
}

/** A button opening a dialog of the server's custom emojis and standard emoji, searchable. */
export function EmojiPicker({ onChoose }: EmojiPickerProps) {
  const { t } = useLingui();
  const title = t({ message: 'Emoji', comment: 'Title of the emoji picker' });
  // Escape closes it (the picker only, never the composer around it), focus back on the button;
  // a press outside closes it, leaving the focus where the press put it.
  const { open, close, toggle, id: panelId, root, button } = usePopover();

  return (
    <div
      className="emoji-picker"
      ref={root}
      // Tabbing away from it closes it too.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next && !root.current?.contains(next)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="composer-tool"
        aria-label={title}
        title={title}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <Smile className="icon" aria-hidden="true" />
      </button>
      {open && (
        <EmojiPanel
          id={panelId}
          label={title}
          onChoose={(text, spaced) => {
            close();
            onChoose(text, spaced);
          }}
        />
      )}
    </div>
  );
}

interface EmojiPanelProps extends EmojiPickerProps {
  id: string;
  label: string;
}

function EmojiPanel({ id, label, onChoose }: EmojiPanelProps) {
  const { t, i18n } = useLingui();
  const searchId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const custom = useCustomEmojis();
  const standard = useStandardEmoji();
  const customGroups = groupCustom(custom.data ?? [], query);
  const standardGroups = groupStandard(standard.emojis ?? [], query);
  const sections = [
    ...customGroups.map(({ category, emojis }) => ({
      key: `custom:${category ?? ''}`,
      title: category ?? t`Custom emojis`,
      emojis: emojis.map((emoji): PickedEmoji => ({
        kind: 'custom',
        label: `:${emoji.shortcode}:`,
        emoji,
      })),
    })),
    ...standardGroups.map(({ group, emojis }) => ({
      key: `standard:${group}`,
      title: GROUPS[group] ? i18n._(GROUPS[group]) : '',
      emojis: emojis.map((emoji): PickedEmoji => ({ kind: 'standard', label: emoji.label, emoji })),
    })),
  ];
  const searching = query.trim() !== '';
  const shown = shownSections(sections, searching, selected, SEARCH_RESULTS_SHOWN);

  return (
    <div ref={panel} id={id} className="emoji-picker-panel" role="dialog" aria-label={label}>
      <div>
        <label htmlFor={searchId} className="visually-hidden">
          <Trans>Search emoji</Trans>
        </label>
        <input
          id={searchId}
          className="emoji-picker-search"
          type="search"
          placeholder={t`Search emoji`}
          value={query}
          autoFocus
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            panel.current?.querySelector<HTMLButtonElement>('.emoji-picker-grid button')?.focus();
          }}
        />
      </div>
      {!searching && (
        <EmojiGroupNav sections={sections} shown={shown[0]?.key} onShow={setSelected} />
      )}
      <EmojiGrid
        sections={shown}
        onChoose={(picked) =>
          picked.kind === 'custom'
            ? onChoose(`:${picked.emoji.shortcode}:`, true)
            : onChoose(picked.emoji.unicode, false)
        }
        status={
          standard.failed ? (
            <Trans>
              Standard emoji could not be loaded. Close and open the picker to try again.
            </Trans>
          ) : !standard.emojis ? (
            <Trans>Loading emoji…</Trans>
          ) : sections.length === 0 ? (
            <Trans>No emoji found.</Trans>
          ) : null
        }
      />
    </div>
  );
}

function useStandardEmoji(): { emojis?: StandardEmoji[]; failed: boolean } {
  const [state, setState] = useState<{ emojis?: StandardEmoji[]; failed: boolean }>({
    failed: false,
  });
  useEffect(() => {
    let current = true;
    loadStandardEmoji().then(
      (emojis) => current && setState({ emojis, failed: false }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
