// /admin/products/new and /admin/products/:productId: a product's words, price, category, type, sizes, bestseller
// mark and photographs (taken with the phone's camera or chosen from files, previewed, reordered, removed). Saving
// renews the storefront's catalog at once. A saved product's size chart is set apart, below the form.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from '../../../../contract';
import { adminPath } from '../../../../contract/adminPages';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { useAdminAddProductMutation, useAdminExportProductsQuery, useAdminUploadImageMutation } from '../adminApi';
import { PhotoList } from '../components/PhotoList';
import { ProductSizeChart } from '../components/ProductSizeChart';
import { Check, ErrorText, Field, Fields, Notice, Row, Section, SmallButton } from '../components/ui';
import { emptyForm, formOf, inputOf, MAX_PHOTOGRAPHS, offeredSizes, type ProductForm } from '../productSelectors';

export function ProductFormScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useLocalNavigate();
  const { productId } = useParams();
  const { data } = useAdminExportProductsQuery();
  const existing = data?.products.find((product) => product.id === productId);
  const [form, setForm] = useState<ProductForm>(emptyForm);
  const [addProduct, saving] = useAdminAddProductMutation();
  const [uploadImage] = useAdminUploadImageMutation();
  const [uploads, setUploads] = useState(0);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const loadedFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (existing && loadedFor.current !== existing.id) {
      loadedFor.current = existing.id;
      setForm(formOf(existing));
    }
  }, [existing]);

  const sizes = offeredSizes(form.category, form.sizes);
  const set = <Key extends keyof ProductForm>(key: Key, value: ProductForm[Key]) =>
    setForm((now) => ({ ...now, [key]: value }));

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = MAX_PHOTOGRAPHS - form.image.length;
    if (files.length > room) setProblem(t('admin.photoLimit', { most: MAX_PHOTOGRAPHS }));
    setUploads((count) => count + Math.min(files.length, room));
    for (const file of files.slice(0, Math.max(room, 0))) {
      try {
        const { url } = await uploadImage({ file }).unwrap();
        setForm((now) => ({ ...now, image: [...now.image, url].slice(0, MAX_PHOTOGRAPHS) }));
      } catch (failure) {
        setProblem(t('admin.failed', { message: errorMessage(failure, language) }));
      } finally {
        setUploads((count) => count - 1);
      }
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    try {
      const answer = await addProduct({ productInput: inputOf(form) }).unwrap();
      const id = answer.added[0] ?? answer.updated[0] ?? form.id;
      setNotice(t('admin.saved', { name: form.name.trim() }));
      if (!productId && id) void navigate(adminPath('product', { productId: id }), { replace: true });
    } catch (failure) {
      setProblem(t('admin.failed', { message: errorMessage(failure, language) }));
    }
  };

  return (
    <Section aria-labelledby="admin-product">
      <Link to={adminPath('products')}>{t('admin.products')}</Link>
      <h2 id="admin-product">{existing ? t('admin.edit', { name: existing.name }) : t('admin.newProduct')}</h2>
      <Notice role="status">{notice}</Notice>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      <form onSubmit={(event) => void save(event)}>
        <Fields>
          <Field>
            {t('admin.name')}
            <input required value={form.name} onChange={(event) => set('name', event.target.value)} />
          </Field>
          <Field>
            {t('admin.price')}
            <input
              required
              inputMode="decimal"
              value={form.price}
              onChange={(event) => set('price', event.target.value)}
            />
          </Field>
          <Field>
            {t('admin.category')}
            <select value={form.category} onChange={(event) => set('category', event.target.value)}>
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          </Field>
          <Field>
            {t('admin.type')}
            <select value={form.subCategory} onChange={(event) => set('subCategory', event.target.value)}>
              {PRODUCT_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          </Field>
        </Fields>
        <Field>
          {t('admin.description')}
          <textarea
            required
            rows={4}
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </Field>
        <Field lang="hi">
          <span lang={language}>{t('admin.nameHi')}</span>
          <input value={form.nameHi} onChange={(event) => set('nameHi', event.target.value)} />
        </Field>
        <Field lang="hi">
          <span lang={language}>{t('admin.descriptionHi')}</span>
          <textarea
            rows={4}
            value={form.descriptionHi}
            onChange={(event) => set('descriptionHi', event.target.value)}
          />
        </Field>
        <fieldset>
          <legend>{t('admin.sizes')}</legend>
          <Row>
            {sizes.map((size) => (
              <Check key={size}>
                <input
                  type="checkbox"
                  checked={form.sizes.includes(size)}
                  onChange={() =>
                    set(
                      'sizes',
                      form.sizes.includes(size) ? form.sizes.filter((one) => one !== size) : [...form.sizes, size],
                    )
                  }
                />
                {size}
              </Check>
            ))}
          </Row>
          {!existing && form.sizes.length > 0 && (
            <Fields>
              {sizes
                .filter((size) => form.sizes.includes(size))
                .map((size) => (
                  <Field key={size}>
                    {t('admin.startingStock', { size })}
                    <input
                      inputMode="numeric"
                      pattern="[0-9]*"
                      value={form.stock[size] ?? ''}
                      onChange={(event) => set('stock', { ...form.stock, [size]: event.target.value })}
                    />
                  </Field>
                ))}
            </Fields>
          )}
        </fieldset>
        <Check>
          <input type="checkbox" checked={form.bestseller} onChange={() => set('bestseller', !form.bestseller)} />
          {t('admin.bestseller')}
        </Check>
        <Check>
          <input type="checkbox" checked={form.returnable} onChange={() => set('returnable', !form.returnable)} />
          {t('admin.returnable')}
        </Check>
        <fieldset>
          <legend>{t('admin.photographs')}</legend>
          <Row>
            <Field>
              {t('admin.takePhoto')}
              <input type="file" accept="image/*" capture="environment" onChange={(event) => void addPhotos(event)} />
            </Field>
            <Field>
              {t('admin.choosePhotos')}
              <input type="file" accept="image/*" multiple onChange={(event) => void addPhotos(event)} />
            </Field>
          </Row>
          {uploads > 0 && <p role="status">{t('admin.uploading')}</p>}
          <PhotoList images={form.image} onChange={(images) => set('image', images)} />
        </fieldset>
        <Row>
          <SmallButton type="submit" disabled={saving.isLoading || uploads > 0}>
            {t('admin.save')}
          </SmallButton>
        </Row>
      </form>
      {existing && <ProductSizeChart product={existing} />}
    </Section>
  );
}
