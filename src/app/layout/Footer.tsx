// The shared footer: who we are, company links, how to reach us.
import styled from 'styled-components';
import { SHOP_NAME } from '../../shared/constants';
import { Link, useTranslation } from '../../shared/i18n';
import { media } from '../../shared/ui/theme';
import { CONTACT } from '../../shared/contact';
import { pagePath } from '../../../contract';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <Columns>
        <div>
          <Brand>
            {SHOP_NAME.toUpperCase()}
            <span aria-hidden="true">.</span>
          </Brand>
          <Text>{t('footer.about')}</Text>
        </div>
        <nav aria-label={t('footer.company')}>
          <Heading>{t('footer.companyHeading')}</Heading>
          <List>
            <li>
              <Link to={pagePath('home')}>{t('footer.home')}</Link>
            </li>
            <li>
              <Link to={pagePath('about')}>{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to={pagePath('delivery')}>{t('footer.delivery')}</Link>
            </li>
            <li>
              <Link to={pagePath('privacy')}>{t('footer.privacy')}</Link>
            </li>
          </List>
        </nav>
        <div>
          <Heading>{t('footer.getInTouch')}</Heading>
          <List>
            <li>
              <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
            </li>
            <li>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </li>
          </List>
        </div>
      </Columns>
      <Copyright>{t('footer.copyright', { year: new Date().getFullYear(), shop: SHOP_NAME })}</Copyright>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space(20)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  margin-bottom: ${({ theme }) => theme.space(10)};
  font-size: ${({ theme }) => theme.size.sm};
  ${media.md} {
    grid-template-columns: 3fr 1fr 1fr;
  }
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  & span {
    color: #c2410c;
  }
`;

const Text = styled.p`
  max-width: 34rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.size.lg};
  font-weight: 500;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
  & a {
    display: inline-block;
    padding: 2px 0;
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(5)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.size.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
