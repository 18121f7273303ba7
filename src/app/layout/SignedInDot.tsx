// The sign on the profile icon that the shopper is signed in: a dot drawn on the icon, and the same said in words to
// whoever reads the button's description.
import styled from 'styled-components';
import { useTranslation } from '../../shared/i18n';
import { VisuallyHidden } from '../../shared/ui/primitives';

/** The green of the dot: 5:1 against the white header, so it shows as more than a tint. */
export const SIGNED_IN_GREEN = '#15803d';

export function SignedInDot({ descriptionId }: { descriptionId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Dot aria-hidden="true" />
      <VisuallyHidden id={descriptionId}>{t('profile.signedIn')}</VisuallyHidden>
    </>
  );
}

const Dot = styled.span`
  position: absolute;
  top: 9px;
  right: 7px;
  width: 10px;
  height: 10px;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: 50%;
  background: ${SIGNED_IN_GREEN};
  pointer-events: none;
`;
