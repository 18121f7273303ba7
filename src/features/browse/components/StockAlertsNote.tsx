// The home page's last word on e-mail, in place of a newsletter box: the shop sends no newsletter and no offers, so it
// asks for no address here; what it does send is one back-in-stock e-mail for a sold-out size, asked for on the
// product's page (NotifyMe). Nothing to type, nothing sent.
import styled from 'styled-components';
import { useTranslation } from '../../../shared/i18n';

export function StockAlertsNote() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="stock-alerts-title">
      <h2 id="stock-alerts-title">{t('catalog.alertsNote.title')}</h2>
      <p>{t('catalog.alertsNote.text', { control: t('catalog.notify.open') })}</p>
    </Section>
  );
}

const Section = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.xl};
    font-weight: 500;
  }
  & p {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
