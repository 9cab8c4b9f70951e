import { createFileRoute } from '@tanstack/react-router';
import { PromotionDetailPage } from '@/web/features/promotions/components/PromotionDetailPage';
import { PromotionsPage } from '@/web/features/promotions/components/PromotionsPage';

const SLUG = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** The activity centre (spec §2 /promotions): ?category= filters the cards, ?id= opens one promotion's terms. */
export const Route = createFileRoute('/_site/promotions')({
  validateSearch: (search: Record<string, unknown>): { category?: string; id?: string } => ({
    ...(typeof search.category === 'string' && SLUG.test(search.category)
      ? { category: search.category }
      : {}),
    ...(typeof search.id === 'string' && SLUG.test(search.id) ? { id: search.id } : {}),
  }),
  component: function Promotions() {
    const { category, id } = Route.useSearch();
    return id ? <PromotionDetailPage id={id} /> : <PromotionsPage category={category} />;
  },
});
