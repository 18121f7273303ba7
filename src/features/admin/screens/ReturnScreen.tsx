// /admin/returns/:returnId: one return or exchange request: its order and shopper, the pieces (those received damaged
// marked), where a refund goes (the shopper's account for a bank transfer), every step with who and when, and the
// steps it may take next. A refused step (someone moved it meanwhile) says why and shows the request as it is now.
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { media } from '../../../shared/ui/theme';
import { useAdminGetReturnQuery } from '../adminApi';
import { ReturnActions } from '../components/ReturnActions';
import { ErrorText, Notice, Section } from '../components/ui';
import { shortId } from '../returnSelectors';
import { adminPath } from '../../../../contract/adminPages';

export function ReturnScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { returnId = '' } = useParams();
  const { data, error, isFetching, refetch } = useAdminGetReturnQuery({ id: returnId });
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (error) return <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>;
  if (!data) return <p role="status">{t('admin.loading')}</p>;
  const { request } = data;
  const facts: Array<[string, string]> = [
    [t('admin.returnsQueue.state'), t(`orders.timeline.steps.${request.state}`)],
    [t('admin.returnsQueue.email'), request.email],
    [
      t('admin.returnsQueue.kind'),
      request.kind === 'exchange'
        ? t('admin.returnsQueue.exchangeFor', { size: request.exchangeSize ?? '' })
        : t('admin.returnsQueue.refund'),
    ],
    [t('admin.returnsQueue.reason'), t(`orders.returns.reasons.${request.reason}`)],
    // An exchange gives no money back: its amount is what a refund would have been.
    ...(request.kind === 'refund'
      ? [[t('admin.returnsQueue.amount'), formatPrice(request.amount, language)] as [string, string]]
      : []),
    ...(request.refundRoute
      ? [
          [t('admin.returnsQueue.refundTo'), t(`admin.returnsQueue.routeName.${request.refundRoute}`)] as [
            string,
            string,
          ],
        ]
      : []),
    ...(request.payoutTo ? [[t('admin.returnsQueue.payoutTo'), request.payoutTo] as [string, string]] : []),
    ...(request.payoutReference
      ? [[t('admin.returnsQueue.payoutReference'), request.payoutReference] as [string, string]]
      : []),
    ...(request.rejectReason ? [[t('admin.returnsQueue.rejectReason'), request.rejectReason] as [string, string]] : []),
  ];

  return (
    <Section aria-labelledby="admin-return">
      <Link to={adminPath('returns')}>{t('admin.returnsQueue.backToReturns')}</Link>
      <h2 id="admin-return">
        {t('admin.returnsQueue.requestTitle', { id: shortId(request.id), number: request.orderNumber })}
      </h2>
      <Notice role="status" ref={noticeRef} tabIndex={-1}>
        {notice}
      </Notice>
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      <p>
        <Link to={adminPath('order', { orderId: request.orderId })}>
          {t('admin.returnsQueue.seeOrder', { number: request.orderNumber })}
        </Link>
        {request.exchangeOrderId && (
          <>
            {' · '}
            <Link to={adminPath('order', { orderId: request.exchangeOrderId })}>
              {t('admin.returnsQueue.exchangeOrder')}
            </Link>
          </>
        )}
      </p>
      <div>
        <h3>{t('admin.returnsQueue.pieces')}</h3>
        <ul>
          {request.items.map((item) => (
            <li key={item.unit}>
              {t('admin.returnsQueue.piece', { name: item.name, size: item.size, unit: item.unit })},{' '}
              {formatPrice(item.price, language)}
              {request.damagedUnits.includes(item.unit) && <> ({t('admin.returnsQueue.damaged')})</>}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>{t('admin.returnsQueue.actions')}</h3>
        <ReturnActions
          key={request.state}
          request={request}
          refreshing={isFetching}
          onAnswer={(message, failed) => {
            setNotice(message);
            if (failed) void refetch();
          }}
        />
      </div>
      <div>
        <h3>{t('admin.returnsQueue.steps')}</h3>
        <ol>
          {request.history.map((step) => (
            <li key={`${step.at}:${step.state}`}>
              {t('admin.returnsQueue.step', {
                state: t(`orders.timeline.steps.${step.state}`),
                by: step.by,
                date: formatDate(step.at, language),
              })}
              {step.note && <> — {step.note}</>}
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** The request's facts: each term over its value on a phone, beside it on a wider screen. */
const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    ${media.md} {
      grid-template-columns: 14rem 1fr;
    }
  }
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
