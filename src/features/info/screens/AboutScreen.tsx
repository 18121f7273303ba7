// About: who we are and why shoppers choose us (static text).
import styled from 'styled-components';
import { SHOP_NAME } from '../../../shared/constants';
import { useTranslation } from '../../../shared/i18n';
import { Title } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';

const REASONS = ['quality', 'convenience', 'service'] as const;

export default function AboutScreen() {
  const { t } = useTranslation();
  return (
    <>
      <Section aria-labelledby="about-title">
        <Title as="h1" id="about-title" first={t('info.about.first')} second={t('info.about.second')} />
        <Body>
          <p>{t('info.about.story', { shop: SHOP_NAME })}</p>
          <p>{t('info.about.growth')}</p>
          <h2>{t('info.about.missionTitle')}</h2>
          <p>{t('info.about.mission')}</p>
        </Body>
      </Section>
      <Section aria-labelledby="why-title">
        <Title id="why-title" first={t('info.about.whyFirst')} second={t('info.about.whySecond')} />
        <Reasons>
          {REASONS.map((reason) => (
            <li key={reason}>
              <h3>{t(`info.about.reasons.${reason}.title`)}:</h3>
              <p>{t(`info.about.reasons.${reason}.text`)}</p>
            </li>
          ))}
        </Reasons>
      </Section>
    </>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;

const Body = styled.div`
  max-width: 46rem;
  color: ${({ theme }) => theme.colors.muted};
  & h2 {
    margin: ${({ theme }) => theme.space(6)} 0 0;
    font-size: ${({ theme }) => theme.size.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Reasons = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.size.sm};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  & li {
    padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.size.sm};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
