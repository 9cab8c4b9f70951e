import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import '@/web/ui/global.css';
import { setApiLanguage } from './lib/api';
import { initOfficeI18n, OFFICE_LANGUAGES, officeI18n } from './lib/i18n';
import { queryClient, store } from './lib/store';
import { storedMode } from './lib/theme';
import { router } from './router';

/** The back office console (docs/back-office.md): English or the browser's language when the console has it. */
const LANGUAGE_KEY = 'mq_office_lang';

function initialLanguage(): string {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored) return stored;
  } catch {
    // Private mode.
  }
  const browser = navigator.language.toLowerCase().split('-')[0] ?? 'en';
  return (OFFICE_LANGUAGES as string[]).includes(browser) ? browser : 'en';
}

async function start(): Promise<void> {
  document.documentElement.dataset.theme = storedMode();
  await initOfficeI18n(initialLanguage());
  setApiLanguage(officeI18n.language);
  officeI18n.on('languageChanged', (language) => {
    setApiLanguage(language);
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Private mode.
    }
  });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <I18nextProvider i18n={officeI18n}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
}

void start();
