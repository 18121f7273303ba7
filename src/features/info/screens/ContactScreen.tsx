// Contact: the store's address, phone and e-mail, and careers.
import styled from 'styled-components';
import { SHOP_NAME } from '../../../shared/constants';
import { CONTACT } from '../../../shared/contact';
import { useTranslation } from '../../../shared/i18n';
import { Button, Title } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';

const ADDRESS_LINES = ['company', 'street', 'city'] as const;

export default function ContactScreen() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="contact-title">
      <Title as="h1" id="contact-title" first={t('info.contact.first')} second={t('info.contact.second')} />
      <Columns>
        <div>
          <h2>{t('info.contact.store')}</h2>
          <address>
            {ADDRESS_LINES.map((line) => (
              <span key={line}>{t(`info.contact.address.${line}`)}</span>
            ))}
          </address>
          <p>
            {t('info.contact.tel')} <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
            <br />
            {t('info.contact.email')} <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <h2>{t('info.contact.careers', { shop: SHOP_NAME })}</h2>
          <p>{t('info.contact.careersText')}</p>
          <Button as="a" href={`mailto:${CONTACT.email}?subject=Careers`} $variant="outline">
            {t('info.contact.jobs')}
          </Button>
        </div>
      </Columns>
    </Section>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
  & > h1 {
    justify-content: center;
  }
`;

const Columns = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(8)};
  ${media.md} {
    justify-content: flex-start;
    padding-left: 25%;
  }
  & h2 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  & address {
    display: grid;
    font-style: normal;
    color: ${({ theme }) => theme.colors.muted};
  }
  & p {
    color: ${({ theme }) => theme.colors.muted};
  }
  & a[href^='tel'],
  & a[href^='mailto']:not([class]) {
    color: inherit;
  }
`;
