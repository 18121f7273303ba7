// The parts the cancel and return forms share: a labelled select, a row of radios, the buttons' row.
import styled from 'styled-components';

/** A label above its select, full width and 44 px tall. */
export const SelectField = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
  & select,
  & input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid #6b7280;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
    font-weight: 400;
  }
  & small {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
`;

/** Radios or checkboxes under their legend, each 44 px tall, the box beside its words. */
export const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    font-size: ${({ theme }) => theme.size.sm};
  }
  & label {
    display: grid;
    grid-template-columns: 1.25rem 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    min-height: 44px;
    font-size: ${({ theme }) => theme.size.sm};
  }
  & input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The form's lead and its problems, above the buttons. */
export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.size.sm};
`;

export const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.size.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  & button {
    flex: 1 1 12rem;
  }
`;
