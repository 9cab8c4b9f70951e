import { useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/web/ui/Modal';
import { Loading } from '@/web/ui/States';
import { FeedbackForm } from './FeedbackForm';

/** /feedback (spec §2 feedback modal): the home page with the feedback form over it; closing returns home. */
export function FeedbackModal() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  return (
    <Modal title={t('feedback.title')} onClose={() => void navigate({ to: '/' })}>
      <Suspense fallback={<Loading />}>
        <FeedbackForm />
      </Suspense>
    </Modal>
  );
}
