// /admin: every order, newest first, with filters kept in the address, the count of each status, paging, and moving
// the selected orders at once. On a phone the filters fold away under their summary (how many are on) and each order
// is a card, so the list starts on the first screen and nothing scrolls sideways.
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { orderNumber } from '../../../../contract';
import { adminPath } from '../../../../contract/adminPages';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { theme } from '../../../shared/ui/theme';
import { useAdminListOrdersQuery, useAdminMoveOrdersMutation } from '../adminApi';
import { StatusBadge } from '../components/StatusBadge';
import { DataTable } from '../components/DataTable';
import { ErrorText, Field, Fields, Notice, Row, Section, SmallButton } from '../components/ui';
import { useStatusName } from '../components/useStatusName';
import {
  commonMoves,
  FILTER_NAMES,
  FILTER_STATUSES,
  filtersOf,
  ORDERS_PAGE_SIZE,
  PAYMENT_METHODS,
  pieces,
  queryOf,
  searchOf,
  type OrderFilters,
} from '../orderSelectors';

/** Whether the window is as wide as the admin's two columns: the filters start open there, folded on a phone. */
const wideWindow = () =>
  typeof window !== 'undefined' && window.matchMedia?.(`(min-width: ${theme.breakpoints.md})`).matches === true;

/** The filters under a summary that opens and folds them, a thumb's reach tall. */
const Filters = styled.details`
  & > summary {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(3)} 0;
    box-sizing: border-box;
    cursor: pointer;
    font-weight: 600;
  }
`;

export function OrdersScreen() {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const { data, error, isFetching } = useAdminListOrdersQuery(queryOf(filters));
  const [moveOrders, moving] = useAdminMoveOrdersMutation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState('');
  const [notice, setNotice] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(wideWindow);

  const orders = useMemo(() => data?.orders ?? [], [data]);
  const chosen = orders.filter((order) => selected.has(order._id));
  /** The columns after the tick box, headed the same on a laptop and on a phone's cards. */
  const headings = [
    t('admin.number'),
    t('admin.status'),
    t('admin.date'),
    t('admin.shopper'),
    t('admin.items'),
    t('admin.amount'),
    t('admin.payment'),
  ];
  const moves = commonMoves(chosen);
  const show = (next: Partial<OrderFilters>) => {
    setSelected(new Set());
    setSearch(searchOf({ ...filters, page: 1, ...next }));
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = (name: string) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
    };
    show({
      status: value('status'),
      paymentMethod: value('paymentMethod'),
      paid: value('paid') as OrderFilters['paid'],
      since: value('since'),
      until: value('until'),
      email: value('email'),
    });
  };

  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const moveSelected = async () => {
    if (!target || chosen.length === 0) return;
    try {
      const answer = await moveOrders({ body: { ids: chosen.map((order) => order._id), status: target } }).unwrap();
      const moved = answer.results.filter((result) => result.moved).length;
      const refused = answer.results.filter((result) => !result.moved).map((result) => result.message);
      setNotice([t('admin.bulkDone', { moved, total: answer.results.length }), ...refused].join(' '));
      setSelected(new Set());
      setTarget('');
    } catch (failure) {
      setNotice(t('admin.failed', { message: errorMessage(failure, language) }));
    }
  };

  const filtersOn = FILTER_NAMES.filter((name) => filters[name] !== '').length;
  const total = data?.total ?? 0;
  const first = (filters.page - 1) * ORDERS_PAGE_SIZE + 1;
  const last = first + orders.length - 1;

  return (
    <Section aria-labelledby="admin-orders">
      <h2 id="admin-orders">{t('admin.orders')}</h2>
      <Filters open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
        <summary>{filtersOn > 0 ? t('admin.filtersOn', { count: filtersOn }) : t('admin.filters')}</summary>
        <form onSubmit={applyFilters} aria-label={t('admin.filters')} key={search.toString()}>
          <Fields>
            <Field>
              {t('admin.status')}
              <select name="status" defaultValue={filters.status}>
                <option value="">{t('admin.anyStatus')}</option>
                {FILTER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {statusName(status)}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              {t('admin.payment')}
              <select name="paymentMethod" defaultValue={filters.paymentMethod}>
                <option value="">{t('admin.anyPayment')}</option>
                {PAYMENT_METHODS.map((method) => (
                  <option key={method}>{method}</option>
                ))}
              </select>
            </Field>
            <Field>
              {t('admin.paid')}
              <select name="paid" defaultValue={filters.paid}>
                <option value="">{t('admin.paidAny')}</option>
                <option value="true">{t('admin.paidYes')}</option>
                <option value="false">{t('admin.paidNo')}</option>
              </select>
            </Field>
            <Field>
              {t('admin.from')}
              <input type="date" name="since" defaultValue={filters.since} />
            </Field>
            <Field>
              {t('admin.to')}
              <input type="date" name="until" defaultValue={filters.until} />
            </Field>
            <Field>
              {t('admin.email')}
              <input type="email" name="email" defaultValue={filters.email} autoComplete="off" />
            </Field>
            <Row>
              <SmallButton type="submit">{t('admin.apply')}</SmallButton>
              <SmallButton type="button" onClick={() => setSearch({})}>
                {t('admin.clear')}
              </SmallButton>
            </Row>
          </Fields>
        </form>
      </Filters>

      {data && (
        <Row as="ul" aria-label={t('admin.countsLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {Object.entries(data.counts).map(([status, count]) => (
            <li key={status}>
              <SmallButton type="button" aria-pressed={filters.status === status} onClick={() => show({ status })}>
                {`${statusName(status)}: ${count}`}
              </SmallButton>
            </li>
          ))}
        </Row>
      )}

      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}

      <Row>
        <Field>
          {t('admin.moveSelected')}
          <select value={target} onChange={(event) => setTarget(event.target.value)} disabled={moves.length === 0}>
            <option value="">{t('admin.chooseStatus')}</option>
            {moves.map((status) => (
              <option key={status} value={status}>
                {statusName(status)}
              </option>
            ))}
          </select>
        </Field>
        <SmallButton type="button" disabled={!target || moving.isLoading} onClick={() => void moveSelected()}>
          {t('admin.move')}
        </SmallButton>
        <span>{t('admin.selected', { count: chosen.length })}</span>
      </Row>
      <Notice role="status">{notice}</Notice>

      {data && orders.length === 0 && <p>{t('admin.noOrders')}</p>}
      {orders.length > 0 && (
        <DataTable
          busy={isFetching}
          columns={[
            <input
              key="all"
              type="checkbox"
              aria-label={t('admin.selectAll')}
              title={t('admin.selectAll')}
              checked={chosen.length === orders.length}
              onChange={() =>
                setSelected(chosen.length === orders.length ? new Set() : new Set(orders.map((o) => o._id)))
              }
            />,
            ...headings,
          ]}
          rows={orders}
          rowKey={(order) => order._id}
          rowHeader={1}
          phoneLabels={[t('admin.selectShort'), ...headings]}
          cells={(order) => [
            <input
              key="select"
              type="checkbox"
              aria-label={t('admin.select', { number: orderNumber(order._id) })}
              checked={selected.has(order._id)}
              onChange={() => toggle(order._id)}
            />,
            <Link key="number" to={adminPath('order', { orderId: order._id })}>
              {orderNumber(order._id)}
            </Link>,
            <StatusBadge key="status" status={order.status} />,
            formatDate(order.date, language),
            order.email,
            t('admin.piecesHeld', { held: pieces(order), cancelled: order.cancelledPieces }),
            formatPrice(order.amount, language),
            `${order.paymentMethod}, ${t('admin.paidText', { paid: order.payment ? 'yes' : 'no' })}`,
          ]}
        />
      )}
      {total > 0 && (
        <Row as="nav" aria-label={t('admin.showing', { first, last, total })}>
          <SmallButton type="button" disabled={filters.page <= 1} onClick={() => show({ page: filters.page - 1 })}>
            {t('admin.previous')}
          </SmallButton>
          <span>{t('admin.showing', { first, last, total })}</span>
          <SmallButton type="button" disabled={last >= total} onClick={() => show({ page: filters.page + 1 })}>
            {t('admin.next')}
          </SmallButton>
        </Row>
      )}
    </Section>
  );
}
