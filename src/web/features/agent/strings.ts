import i18next from 'i18next';

/**
 * The agent center's texts (locales/<lang>/agent.json, and agentTools.json of its working tools) load with its
 * routes, not with the app: a player never downloads them. The active language and English (the fallback) are
 * fetched; a language change loads the new one.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../../locales/*/agent.json',
  '../../../../locales/*/agentTools.json',
]);
const NAMESPACES = ['agent', 'agentTools'] as const;

async function load(language: string): Promise<void> {
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (i18next.hasResourceBundle(language, ns)) return;
      const loader = loaders[`../../../../locales/${language}/${ns}.json`];
      if (loader) i18next.addResourceBundle(language, ns, (await loader()).default, true, true);
    }),
  );
}

export async function loadAgentStrings(language = i18next.language): Promise<void> {
  await Promise.all([load(language), load('en')]);
}
