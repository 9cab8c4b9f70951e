import { createFileRoute, notFound } from '@tanstack/react-router';
import { DownloadPage } from '@/web/features/support/components/DownloadPage';
import { PLATFORMS, type Platform } from '@/web/features/support/download-platforms';

/** /download/ios | android | lite: the app download pages with installation guides and QR codes. */
export const Route = createFileRoute('/_site/download/$platform')({
  beforeLoad: ({ params }) => {
    if (!PLATFORMS.includes(params.platform as Platform)) throw notFound();
  },
  component: function DownloadRoute() {
    const { platform } = Route.useParams();
    return <DownloadPage platform={platform as Platform} />;
  },
});
