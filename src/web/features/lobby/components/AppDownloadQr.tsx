import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { LazyQrCode } from '@/web/ui/LazyQrCode';

/**
 * Download QR codes (spec §2 side menu): each points at the app-download page carrying the language — never the
 * session token (a token in a URL leaks into logs, referrers and photographed codes; an app continues a session
 * with a one-time code of POST /wps/session/handoff instead). QR defaults of spec §9: level M, margin.
 */
export function AppDownloadQr() {
  const { t, i18n } = useTranslation();
  const { brand } = useBootstrap();
  const apps = (['ios', 'android', 'lite'] as const).filter((key) => brand.appDownload[key]);
  if (apps.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 10, padding: '0 12px' }}>
      {apps.map((key) => {
        const url = new URL(brand.appDownload[key]!);
        url.searchParams.set('language', i18n.language);
        return (
          <a
            key={key}
            href={url.toString()}
            target="_blank"
            rel="noopener noreferrer"
            style={{ textAlign: 'center', fontSize: 12, color: 'inherit' }}
          >
            <span
              style={{ display: 'block', padding: 4, background: '#fff', borderRadius: 6, lineHeight: 0 }}
            >
              <LazyQrCode value={url.toString()} size={72} level="M" marginSize={1} title={t(`app.${key}`)} />
            </span>
            {t(`app.${key}`)}
          </a>
        );
      })}
    </div>
  );
}
