import { useMutation } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { LoginRequiredError } from '../api/errors';
import {
  readCloudShortcuts,
  writeCloudShortcuts,
  type CloudShortcuts,
} from '../lib/shortcuts-cloud';
import { useMastoClient, useSession } from './session';

/** The person's private note on their own account (where the shortcuts travel). */
async function ownNote(client: mastodon.rest.Client, ownId: string): Promise<string> {
  const [relationship] = await client.v1.accounts.relationships.fetch({ id: [ownId] });
  // Servers without private notes leave the field out of relationships.
  const note = (relationship as Partial<mastodon.v1.Relationship> | undefined)?.note;
  if (typeof note !== 'string') throw new PrivateNotesNotOfferedError();
  return note;
}

/** The server keeps no private notes on accounts. */
export class PrivateNotesNotOfferedError extends Error {
  constructor() {
    super('Private notes are not offered on this server');
    this.name = 'PrivateNotesNotOfferedError';
  }
}

/** Saves the shortcut settings into the own private note, keeping the rest of the note. */
export function useExportShortcutsToCloud() {
  const client = useMastoClient();
  const { account } = useSession();
  return useMutation({
    mutationFn: async (value: CloudShortcuts) => {
      const id = account?.info.id;
      if (!id) throw new LoginRequiredError();
      const note = await ownNote(client, id);
      await client.v1.accounts
        .$select(id)
        .note.create({ comment: writeCloudShortcuts(note, value) });
    },
  });
}

/** Reads the shortcut settings from the own private note ('Invalid settings format' if none). */
export function useImportShortcutsFromCloud(onRead: (value: CloudShortcuts) => void) {
  const client = useMastoClient();
  const { account } = useSession();
  return useMutation({
    mutationFn: async () => {
      const id = account?.info.id;
      if (!id) throw new LoginRequiredError();
      const value = readCloudShortcuts(await ownNote(client, id));
      if (!value) throw new NoCloudShortcutsError();
      return value;
    },
    onSuccess: onRead,
  });
}

/** The note holds no shortcuts (nothing was exported yet). */
export class NoCloudShortcutsError extends Error {
  constructor() {
    super('No shortcuts saved in the note');
    this.name = 'NoCloudShortcutsError';
  }
}
