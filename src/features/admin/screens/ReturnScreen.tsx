// /admin/returns/:returnId: one return or exchange request: its order and shopper, the pieces (those received damaged
// marked), where a refund goes (the shopper's account for a bank transfer), every step with who and when, and the
// steps it may take next. A refused step (someone moved it meanwhile) says why and shows the request as it is now.
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage } from '../../../shared/i18n';
import { media } from '../../../shared/ui/theme';
import { useAdminGetReturnQuery } from '../adminApi';
import { ReturnActions } from '../components/ReturnActions';
import { ErrorText, Notice, Section } from '../components/ui';
import { useAdminText, useReturnsText } from '../components/useAdminText';
import { shortId } from '../returnSelectors';

export function ReturnScreen() {
  const text = useReturnsText();
  const { failed, loading } = useAdminText();
  const language = useLanguage();
  const { returnId = '' } = useParams();
  const { data, error, isFetching, refetch } = useAdminGetReturnQuery({ id: returnId });
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (error) return <ErrorText role="alert">{failed(errorMessage(error, language))}</ErrorText>;
  if (!data) return <p role="status">{loading}</p>;
  const { request } = data;
  const facts: Array<[string, string]> = [
    [text.state, text.stateName(request.state)],
    [text.email, request.email],
    [text.kind, request.kind === 'exchange' ? text.exchangeFor(request.exchangeSize ?? '') : text.refund],
    [text.reason, text.reasonName(request.reason)],
    // An exchange gives no money back: its amount is what a refund would have been.
    ...(request.kind === 'refund' ? [[text.amount, formatPrice(request.amount, language)] as [string, string]] : []),
    ...(request.refundRoute ? [[text.refundTo, text.routeName(request.refundRoute)] as [string, string]] : []),
    ...(request.payoutTo ? [[text.payoutTo, request.payoutTo] as [string, string]] : []),
    ...(request.payoutReference ? [[text.payoutReference, request.payoutReference] as [string, string]] : []),
    ...(request.rejectReason ? [[text.rejectReason, request.rejectReason] as [string, string]] : []),
  ];

  return (
    <Section aria-labelledby="admin-return">
      <Link to="/admin/returns">{text.backToReturns}</Link>
      <h2 id="admin-return">{text.requestTitle(shortId(request.id), request.orderNumber)}</h2>
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
        <Link to={`/admin/orders/${request.orderId}`}>{text.seeOrder(request.orderNumber)}</Link>
        {request.exchangeOrderId && (
          <>
            {' · '}
            <Link to={`/admin/orders/${request.exchangeOrderId}`}>{text.exchangeOrder}</Link>
          </>
        )}
      </p>
      <div>
        <h3>{text.pieces}</h3>
        <ul>
          {request.items.map((item) => (
            <li key={item.unit}>
              {text.piece(item.name, item.size, item.unit)}, {formatPrice(item.price, language)}
              {request.damagedUnits.includes(item.unit) && <> ({text.damaged})</>}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>{text.actions}</h3>
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
        <h3>{text.steps}</h3>
        <ol>
          {request.history.map((step) => (
            <li key={`${step.at}:${step.state}`}>
              {text.step(text.stateName(step.state), step.by, formatDate(step.at, language))}
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
