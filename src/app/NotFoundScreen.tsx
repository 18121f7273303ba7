// Any route the shop does not have.
import styled from 'styled-components';
import { Link, useTranslation } from '../shared/i18n';
import { Lead, Title } from '../shared/ui/primitives';
import { pagePath } from '../../contract';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <Title as="h1" first={t('notFound.first')} second={t('notFound.second')} />
      <Lead>{t('notFound.lead')}</Lead>
      <Link to={pagePath('collection')}>{t('notFound.browse')}</Link>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;
  & h1 {
    justify-content: center;
  }
`;
