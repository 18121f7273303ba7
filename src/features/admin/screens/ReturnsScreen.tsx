// /admin/returns: the shoppers' return and exchange requests, the longest waiting first, filtered by state (kept in the
// address), each row naming the order, the shopper, the pieces, what they asked for and why, its state and date.
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { RETURN_STATES, type ReturnState } from '../../../../contract';
import { adminPath } from '../../../../contract/adminPages';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminListReturnsQuery, type AdminReturn } from '../adminApi';
import { DataTable } from '../components/DataTable';
import { ErrorText, Field, Row, Section } from '../components/ui';

const stateOf = (value: string | null): ReturnState | undefined => RETURN_STATES.find((state) => state === value);

export function ReturnsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const state = stateOf(search.get('state'));
  const { data, error, isFetching } = useAdminListReturnsQuery({ state, limit: '1000' });

  const kindOf = (request: AdminReturn) =>
    request.kind === 'exchange' && request.exchangeSize
      ? t('admin.returnsQueue.exchangeFor', { size: request.exchangeSize })
      : t('admin.returnsQueue.refund');

  return (
    <Section aria-labelledby="admin-returns">
      <h2 id="admin-returns">{t('admin.returnsQueue.title')}</h2>
      {/* The list follows the chosen state at once (the address keeps it); nothing else on the page moves. */}
      <Row role="search" aria-label={t('admin.returnsQueue.filter')}>
        <Field>
          {t('admin.returnsQueue.state')}
          <select
            value={state ?? ''}
            onChange={(event) => setSearch(event.target.value ? { state: event.target.value } : {})}
          >
            <option value="">{t('admin.returnsQueue.anyState')}</option>
            {RETURN_STATES.map((option) => (
              <option key={option} value={option}>
                {t(`orders.timeline.steps.${option}`)}
              </option>
            ))}
          </select>
        </Field>
      </Row>
      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
      {!data && !error && <p role="status">{t('admin.loading')}</p>}
      {data && data.returns.length === 0 && <p role="status">{t('admin.returnsQueue.noReturns')}</p>}
      {data && data.returns.length > 0 && (
        <DataTable
          busy={isFetching}
          columns={[
            t('admin.returnsQueue.order'),
            t('admin.returnsQueue.state'),
            t('admin.returnsQueue.kind'),
            t('admin.returnsQueue.pieces'),
            t('admin.returnsQueue.reason'),
            t('admin.returnsQueue.email'),
            t('admin.returnsQueue.asked'),
          ]}
          rows={data.returns}
          rowKey={(request) => request.id}
          cells={(request) => [
            <Link
              key="order"
              to={adminPath('returnRequest', { returnId: request.id })}
              aria-label={t('admin.returnsQueue.open', { number: request.orderNumber, kind: kindOf(request) })}
            >
              {request.orderNumber}
            </Link>,
            t(`orders.timeline.steps.${request.state}`),
            kindOf(request),
            <Pieces key="pieces">
              {request.items.map((item) => (
                <li key={item.unit}>
                  {t('admin.returnsQueue.piece', { name: item.name, size: item.size, unit: item.unit })}
                </li>
              ))}
            </Pieces>,
            t(`orders.returns.reasons.${request.reason}`),
            <Email key="email">{request.email}</Email>,
            formatDate(request.date, language),
          ]}
        />
      )}
    </Section>
  );
}

/** A request's pieces wrap within their cell, so the columns after them stay in view on a wide screen. */
const Pieces = styled.ul`
  min-width: 14rem;
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  white-space: normal;
`;

/** A long e-mail wraps rather than pushing the date out of view. */
const Email = styled.span`
  display: inline-block;
  min-width: 10rem;
  white-space: normal;
  overflow-wrap: anywhere;
`;
