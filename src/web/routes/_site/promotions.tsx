import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../../features/lobby/components/PromotionsPage';

export const Route = createFileRoute('/_site/promotions')({ component: PromotionsPage });
