import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '@/web/ui/button.css';
import * as css from '../loyalty.css';

/** Messaging apps whose share pages take a text or a link in the URL (names stay English in every language). */
const APPS: { name: string; url: (link: string, text: string) => string }[] = [
  { name: 'WhatsApp', url: (link, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}` },
  {
    name: 'Telegram',
    url: (link, text) =>
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
  {
    name: 'LINE',
    url: (link, text) => `https://line.me/R/share?text=${encodeURIComponent(`${text} ${link}`)}`,
  },
  {
    name: 'Facebook',
    url: (link) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
];

/** Copies a text; says whether it worked (a status line read by screen readers). */
export function CopyButton({
  text,
  label,
  onResult,
}: {
  text: string;
  label: string;
  onResult: (ok: boolean) => void;
}) {
  return (
    <button
      type="button"
      className={button.secondary}
      onClick={() => {
        if (!navigator.clipboard) {
          onResult(false);
          return;
        }
        navigator.clipboard.writeText(text).then(
          () => onResult(true),
          () => onResult(false),
        );
      }}
    >
      {label}
    </button>
  );
}

/** Share the invitation link: the system share sheet where the browser has one, and messaging links. */
export function ShareButtons({ link, brand }: { link: string; brand: string }) {
  const { t } = useTranslation('loyalty');
  const text = t('referral.shareText', { brand });
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  return (
    <div className={css.actions}>
      {canShare && (
        <button
          type="button"
          className={button.primary}
          onClick={() => void navigator.share({ title: brand, text, url: link }).catch(() => undefined)}
        >
          {t('referral.share')}
        </button>
      )}
      {APPS.map((app) => (
        <a
          key={app.name}
          className={button.secondary}
          href={app.url(link, text)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('referral.shareVia', { app: app.name })}
        >
          {app.name}
        </a>
      ))}
    </div>
  );
}
