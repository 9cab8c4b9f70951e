/** Field messages by field name (undefined: no message). */
export type FieldMessages = Record<string, string | undefined>;

/**
 * Once a form has shown its messages, each shown message follows what the field now holds: the live result of the
 * same validation replaces it, so a "required" disappears as soon as the player types. Fields without a message
 * get none until the next submit. Returns the same object when nothing changes (safe inside a state updater).
 */
export function revalidate<E extends FieldMessages>(shown: E, live: FieldMessages): E {
  let next: E | null = null;
  for (const [name, message] of Object.entries(shown)) {
    if (!message || live[name] === message) continue;
    next ??= { ...shown };
    (next as FieldMessages)[name] = live[name];
  }
  return next ?? shown;
}
