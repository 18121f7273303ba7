import { useMemo } from 'react';
import type { ReturnReason, ReturnState } from '../../../../contract';
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

/** An order's status in the page's language, as the shopper's pages name it; the API is sent the English name. */
export function useStatusName(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => statusText(status, t);
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
