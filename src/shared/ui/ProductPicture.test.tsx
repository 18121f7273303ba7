import { render, screen } from '@testing-library/react';
import { photoSources, ProductPicture } from './ProductPicture';

describe('a product picture', () => {
  it('offers a photograph as AVIF and WebP in every width, with sizes, keeping its drawn size', () => {
    const { container } = render(
      <ProductPicture src="/images/products/linen-shirt-0123456789-960.webp" alt="Linen shirt" sizes="50vw" />,
    );
    const avif = container.querySelector('picture > source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      '/images/products/linen-shirt-0123456789-320.avif 320w, /images/products/linen-shirt-0123456789-640.avif 640w, /images/products/linen-shirt-0123456789-960.avif 960w',
    );
    expect(avif).toHaveAttribute('sizes', '50vw');
    const image = screen.getByRole('img', { name: 'Linen shirt' });
    expect(image).toHaveAttribute('src', '/images/products/linen-shirt-0123456789-960.webp');
    expect(image.getAttribute('srcset')).toContain('/images/products/linen-shirt-0123456789-320.webp 320w');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '750');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('derives the widths of a photograph named absolute, on the shop or under IMAGE_BASE_URL, on that same host', () => {
    const sources = photoSources('http://127.0.0.1:4000/images/products/linen-shirt-0123456789-960.webp');
    expect(sources?.webp).toBe(
      'http://127.0.0.1:4000/images/products/linen-shirt-0123456789-320.webp 320w, http://127.0.0.1:4000/images/products/linen-shirt-0123456789-640.webp 640w, http://127.0.0.1:4000/images/products/linen-shirt-0123456789-960.webp 960w',
    );
    expect(sources?.avif).toContain('http://127.0.0.1:4000/images/products/linen-shirt-0123456789-320.avif 320w');
  });

  it('shows a vector picture, or a file of another shop, as it is', () => {
    const { container } = render(
      <ProductPicture src="/images/products/tee-1-8caf89d9.svg" alt="Tee" sizes="50vw" loading="eager" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const image = screen.getByRole('img', { name: 'Tee' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(photoSources('https://cdn.example.com/shirt-1200.webp')).toBeNull();
  });
});
