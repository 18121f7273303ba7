// /verify: back from the card payment page. A blank screen while the server asks the provider; then
// the orders with this order's confirmation when the payment is confirmed, or the cart when it is not.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { VisuallyHidden } from '../../../shared/ui/primitives';
import { paymentReturned, selectCheckoutStatus } from '../checkoutSlice';
import { confirmationPath } from '../confirmationPath';
import { pagePath } from '../../../../contract';

export default function VerifyScreen() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const success = params.get('success') ?? '';
  const status = useAppSelector(selectCheckoutStatus);
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    if (orderId) dispatch(paymentReturned({ orderId, success }));
    else void navigate(pagePath('cart'), { replace: true });
  }, [dispatch, navigate, orderId, success]);

  useEffect(() => {
    if (status === 'placed' && orderId) void navigate(confirmationPath(orderId), { replace: true });
    if (status === 'notPaid') void navigate(pagePath('cart'), { replace: true });
  }, [status, navigate, orderId]);

  return <VisuallyHidden role="status">{t('checkout.confirming')}</VisuallyHidden>;
}
