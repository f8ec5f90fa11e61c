/** A draft's poll as the composer edits it (validated by `lib/poll.ts`). */

export interface ComposerPoll {
  options: string[];
  /** Seconds until the poll closes. */
  expiresIn: number;
  multiple: boolean;
  hideTotals: boolean;
}

export type PollAction = { type: 'edit-option'; index: number; text: string };

/** Mastodon's default: one day. */
const DEFAULT_EXPIRY_SECONDS = 24 * 60 * 60;

export function createPoll(): ComposerPoll {
  return {
    options: ['', ''],
    expiresIn: DEFAULT_EXPIRY_SECONDS,
    multiple: false,
    hideTotals: false,
  };
}

export function pollReducer(poll: ComposerPoll, action: PollAction): ComposerPoll {
  switch (action.type) {
    case 'edit-option':
      return {
        ...poll,
        options: poll.options.map((option, index) =>
          index === action.index ? action.text : option,
        ),
      };
  }
}
