// "Write a review", for a signed-in shopper with a delivered line of this product not yet reviewed (the one a link
// from the order's page names, `?review=<orderId>`, first): stars, how it fits, an optional title, text and photo.
// The photo is uploaded first, then the review is sent with its address; it shows at once.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FIT_ANSWERS, REVIEW_LIMITS, type FitAnswer } from '../../../../contract';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { SENT_BY_APP } from '../../../shared/ui/appForm';
import { Button, LabelledField } from '../../../shared/ui/primitives';
import { selectIsLoggedIn } from '../../auth';
import { useAddReviewMutation, useListReviewableQuery, useUploadReviewPhotoMutation } from '../reviewsApi';
import { selectLineToReview } from '../reviewsSelectors';

export function WriteReview({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const [params] = useSearchParams();
  useListReviewableQuery(undefined, { skip: !signedIn });
  const line = useAppSelector((state) => selectLineToReview(state, productId, params.get('review')));
  const [writing, setWriting] = useState(params.get('review') !== null);
  const [stars, setStars] = useState(0);
  const [fit, setFit] = useState<FitAnswer | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState('');
  const [upload, uploading] = useUploadReviewPhotoMutation();
  const [add, adding] = useAddReviewMutation();

  if (sent) return <Said role="status">{sent}</Said>;
  if (!line) return null;
  if (!writing)
    return (
      <Button type="button" onClick={() => setWriting(true)}>
        {t('reviews.write')}
      </Button>
    );

  const busy = uploading.isLoading || adding.isLoading;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (stars < 1) return setProblem(t('reviews.chooseStars'));
    if (!fit) return setProblem(t('reviews.chooseFit'));
    setProblem('');
    try {
      const photoUrl = photo ? (await upload({ file: photo }).unwrap()).photo : undefined;
      await add({
        body: {
          orderId: line.orderId,
          productId,
          size: line.size,
          stars,
          fit,
          ...(title.trim() ? { title: title.trim() } : {}),
          ...(text.trim() ? { text: text.trim() } : {}),
          ...(photoUrl ? { photo: photoUrl } : {}),
        },
      }).unwrap();
      setSent(t('reviews.thanks'));
    } catch (failure) {
      setProblem(errorMessage(failure, language));
    }
  };

  return (
    <Form {...SENT_BY_APP} onSubmit={(event) => void send(event)} aria-labelledby="write-review-title">
      <h4 id="write-review-title">{t('reviews.writeFor', { size: line.size })}</h4>
      <fieldset>
        <legend>{t('reviews.yourStars')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input type="radio" name="stars" value={value} checked={stars === value} onChange={() => setStars(value)} />
            {t('reviews.stars', { stars: value })}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('reviews.yourFit')}</legend>
        {FIT_ANSWERS.map((value) => (
          <label key={value}>
            <input type="radio" name="fit" value={value} checked={fit === value} onChange={() => setFit(value)} />
            {t(`reviews.fitAnswer.${value}`)}
          </label>
        ))}
      </fieldset>
      <LabelledField>
        {t('reviews.reviewTitle')}
        <input
          value={title}
          maxLength={REVIEW_LIMITS.maxTitleLength}
          onChange={(event) => setTitle(event.target.value)}
        />
      </LabelledField>
      <LabelledField>
        {t('reviews.reviewText')}
        <textarea
          value={text}
          maxLength={REVIEW_LIMITS.maxTextLength}
          rows={4}
          onChange={(event) => setText(event.target.value)}
        />
      </LabelledField>
      <LabelledField>
        {t('reviews.addPhoto')}
        <input type="file" accept="image/*" onChange={(event) => setPhoto(event.target.files?.[0] ?? null)} />
      </LabelledField>
      <Button type="submit" aria-busy={busy}>
        {t('reviews.send')}
      </Button>
      {problem && <Refused role="alert">{problem}</Refused>}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 32rem;
  & h4 {
    margin: 0;
  }
  & fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} 0 0;
    border: 0;
  }
  & legend {
    padding: 0;
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  & fieldset label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  & fieldset input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  /* A field's own width (wide in a font with wide glyphs) must not widen the form past a phone's panel. */
  & input:not([type='radio']),
  & textarea {
    width: 100%;
  }
  /* As the other fields: 16 px, which a phone's browser does not zoom into. */
  & textarea {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid #6b7280;
    font: inherit;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.text};
  }
  & > button {
    justify-self: start;
  }
`;

const Said = styled.p`
  font-weight: 600;
`;

const Refused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
