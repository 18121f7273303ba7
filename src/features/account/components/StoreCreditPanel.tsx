// Store credit: the balance a cash-on-delivery return's refund may become, and its latest entries (added by a return,
// spent on an order, given back when that order was cancelled), each with its order's number.
import styled from 'styled-components';
import { type Language, orderNumber, orderPath } from '../../../../contract';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { Skeleton } from '../../../shared/ui/primitives';
import { useGetStoreCreditQuery } from '../accountApi';
import { Panel } from './Panel';

/** An entry's amount with its sign before the rupee: +₹1,350.50 added, −₹200 spent. */
const signed = (amount: number, language: Language) =>
  `${amount < 0 ? '\u2212' : '+'}${formatPrice(Math.abs(amount), language)}`;

/** How many entries the panel lists. */
const LATEST_ENTRIES = 5;

export function StoreCreditPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isLoading, isError } = useGetStoreCreditQuery();
  const entries = data?.entries.slice(0, LATEST_ENTRIES) ?? [];

  const body = () => {
    if (isLoading) return <Skeleton $height="3rem" role="status" aria-label={t('account.credit.loading')} />;
    if (isError || !data) return <p role="alert">{t('account.credit.failed')}</p>;
    return (
      <>
        <Balance>{t('account.credit.balance', { amount: formatPrice(data.balance, language) })}</Balance>
        {entries.length === 0 ? (
          <p>{t('account.credit.none')}</p>
        ) : (
          <Entries aria-label={t('account.credit.entries')}>
            {entries.map((entry, index) => (
              <li key={`${entry.date}-${index}`}>
                <span>
                  {t(`account.credit.reasons.${entry.reason}`)}
                  {entry.orderId && (
                    <>
                      {' · '}
                      <Link to={orderPath(entry.orderId)}>
                        {t('account.credit.order', { number: orderNumber(entry.orderId) })}
                      </Link>
                    </>
                  )}
                </span>
                <strong>{signed(entry.amount, language)}</strong>
                <time dateTime={new Date(entry.date).toISOString()}>{formatDate(entry.date, language)}</time>
              </li>
            ))}
          </Entries>
        )}
      </>
    );
  };

  return (
    <Panel id="account-credit" heading={t('account.credit.heading')}>
      {body()}
    </Panel>
  );
}

const Balance = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 600;
  }
`;

const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0 ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.size.sm};
  }
  & time {
    grid-column: 1;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.size.xs};
  }
  & a {
    color: ${({ theme }) => theme.colors.text};
  }
`;
