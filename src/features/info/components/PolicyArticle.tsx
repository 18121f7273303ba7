// A policy page's body (delivery and returns, privacy): its title, a lead, and one titled section per topic.
import styled from 'styled-components';
import { Title } from '../../../shared/ui/primitives';

export interface PolicySection {
  key: string;
  title: string;
  text: string;
}

export function PolicyArticle({
  id,
  first,
  second,
  lead,
  sections,
}: {
  id: string;
  first: string;
  second: string;
  lead: string;
  sections: PolicySection[];
}) {
  return (
    <Article aria-labelledby={id}>
      <Title as="h1" id={id} first={first} second={second} />
      <Lead>{lead}</Lead>
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`${id}-${section.key}`}>
          <h2 id={`${id}-${section.key}`}>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </Article>
  );
}

const Article = styled.article`
  max-width: 46rem;
  padding-top: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.colors.muted};
  & h2 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.size.md};
    color: ${({ theme }) => theme.colors.text};
  }
  & p {
    margin: 0;
    line-height: 1.6;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.text};
`;
