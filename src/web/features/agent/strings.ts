import i18next from 'i18next';

/**
 * The agent center's texts (locales/<lang>/agent.json) load with its routes, not with the app: a player never
 * downloads them. The active language and English (the fallback) are fetched; a language change loads the new one.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../../locales/*/agent.json');

async function load(language: string): Promise<void> {
  if (i18next.hasResourceBundle(language, 'agent')) return;
  const loader = loaders[`../../../../locales/${language}/agent.json`];
  if (loader) i18next.addResourceBundle(language, 'agent', (await loader()).default, true, true);
}

export async function loadAgentStrings(language = i18next.language): Promise<void> {
  await Promise.all([load(language), load('en')]);
}
