import { useMemo } from 'react';
import { orderStatusName, type ReturnReason, type ReturnState } from '../../../../contract';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { statusText } from '../../orders';
import {
  adminTextIn,
  deliveryTextIn,
  returnsTextIn,
  reviewsTextIn,
  sizeChartsTextIn,
  type AdminText,
  type DeliveryText,
  type ReturnsText,
  type ReviewsText,
  type SizeChartsText,
} from '../adminText';

/** The operator's screens' words in the page's language. */
export const useAdminText = (): AdminText => adminTextIn(useLanguage());

/** The delivery settings' words in the page's language. */
export const useDeliveryText = (): DeliveryText => deliveryTextIn(useLanguage());

/** The review moderation's words in the page's language. */
export const useReviewsText = (): ReviewsText => reviewsTextIn(useLanguage());

/** The size charts' words in the page's language. */
export const useSizeChartsText = (): SizeChartsText => sizeChartsTextIn(useLanguage());

/**
 * An order's status in the page's language: the lifecycle's as the shopper's pages name it, an online payment's that has
 * not come (Awaiting Payment, Payment Failed, Payment Expired; the shopper never sees these) in the admin's words. The
 * API is sent the English name.
 */
export function useStatusName(): (status: string) => string {
  const { t } = useTranslation();
  const { paymentStatusName } = useAdminText();
  return (status) => (orderStatusName(status) ? statusText(status, t) : paymentStatusName(status));
}

/** The returns queue's words in the page's language, with the storefront's names of its states and reasons. */
export function useReturnsText(): ReturnsText & {
  stateName: (state: ReturnState) => string;
  reasonName: (reason: ReturnReason) => string;
} {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(
    () => ({
      ...returnsTextIn(language),
      stateName: (state: ReturnState) => t(`orders.timeline.steps.${state}`),
      reasonName: (reason: ReturnReason) => t(`orders.returns.reasons.${reason}`),
    }),
    [language, t],
  );
}
