import * as v from 'valibot';

/** The app's registration on one instance (its OAuth client). */
export interface AppRegistration {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  vapidKey: string | null;
}

const STORED_REGISTRATION = v.object({
  clientId: v.pipe(v.string(), v.nonEmpty()),
  clientSecret: v.pipe(v.string(), v.nonEmpty()),
  redirectUri: v.string(),
  vapidKey: v.optional(v.nullable(v.string()), null),
}) satisfies v.GenericSchema<unknown, AppRegistration>;

/**
 * The registrations stored per instance, read back: an unreadable entry is left out, so the app
 * registers again on that instance; anything but a map of them reads as none.
 */
export function parseStoredRegistrations(stored: unknown): Record<string, AppRegistration> {
  const entries = v.safeParse(v.record(v.string(), v.unknown()), stored);
  if (!entries.success) return {};
  const registrations: Record<string, AppRegistration> = {};
  for (const [instance, entry] of Object.entries(entries.output)) {
    const registration = v.safeParse(STORED_REGISTRATION, entry);
    if (registration.success) registrations[instance] = registration.output;
  }
  return registrations;
}
